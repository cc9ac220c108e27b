import { proxy } from "valtio";
import { api } from "../http/client";
import { describeError } from "../http/describeError";
import { emptyPagedList, pagedListActions, type PagedList } from "./pagedList";
import { projectPath } from "./projectPath";
import { showToast, type ToastInput } from "./toasts";
import type { WorkItem } from "../http/types";
import { itemPath, putWorkItem, workItemCache } from "./workItemCache";
import { placeInList, removeFromList } from "./workItemList";

/** The archived work items of one project, owned by its id (SPEC.md section 2, /projects/{id}/archives/issues/). */
export const archivedWorkItems = proxy<PagedList>(emptyPagedList());
const list = pagedListActions(archivedWorkItems);

const listUrl = (slug: string, projectId: string) => `${projectPath(slug, projectId)}/archived-issues/`;

export const loadArchivedWorkItems = (slug: string, projectId: string): Promise<void> => list.load(projectId, listUrl(slug, projectId));

export const loadMoreArchivedWorkItems = (slug: string, projectId: string): Promise<void> => list.loadMore(projectId, listUrl(slug, projectId));

/** Sets archived_at on the copy every view reads, so lists and the detail see the change at once. */
function stampHeldCopy(id: string, archivedAt: string | null): void {
  const held = workItemCache.byId[id];
  if (!held) return;
  putWorkItem({ ...held, archived_at: archivedAt });
  // SPEC.md section 4: an archived item leaves the project's list; a restored one comes back to it.
  if (archivedAt) removeFromList(id);
  else placeInList({ ...held, archived_at: null }, { created: true });
}

/**
 * SPEC.md section 4: only completed or cancelled items may be archived (the server says so too). A throw
 * carries the server's reason to the caller's toast.
 */
export async function archiveWorkItem(slug: string, projectId: string, id: string): Promise<string> {
  const { archived_at } = await api.post<{ archived_at: string }>(`${itemPath(slug, projectId, id)}/archive/`);
  stampHeldCopy(id, archived_at);
  const held = workItemCache.byId[id];
  if (held) list.prepend(projectId, { ...held, archived_at });
  return archived_at;
}

/** An item archived elsewhere (the socket): it leaves the project's lists and joins its archive when held. */
export function showArchived(item: WorkItem): void {
  putWorkItem(item);
  stampHeldCopy(item.id, item.archived_at);
  list.prepend(item.project_id, item);
}

/** An item restored elsewhere: back in the project's lists, out of its archive. */
export function showRestored(item: WorkItem): void {
  putWorkItem(item);
  stampHeldCopy(item.id, null);
  list.drop(item.id);
}

/** An archived item deleted elsewhere. */
export const dropArchived = (id: string): void => list.drop(id);

/** Brings the item back to the project's lists; a throw keeps it listed here with the reason. */
async function restoreWorkItem(slug: string, projectId: string, id: string): Promise<void> {
  await api.delete<void>(`${itemPath(slug, projectId, id)}/archive/`);
  stampHeldCopy(id, null);
  list.drop(id);
}

/**
 * A Restore that reports its own outcome in a toast (the undo toast that offered it may be gone);
 * `success` adds to the success toast. Answers whether the item was restored.
 */
export async function restoreWithToast(slug: string, projectId: string, id: string, label: string, success: Pick<ToastInput, "message" | "action"> = {}): Promise<boolean> {
  try {
    await restoreWorkItem(slug, projectId, id);
    showToast({ tone: "success", title: `Restored ${label}`, ...success });
    return true;
  } catch (error) {
    showToast({ tone: "danger", title: `${label} not restored`, message: describeError(error, "restore the work item") });
    return false;
  }
}

/** Asked for after a confirmation; a throw keeps the confirmation open with the reason. */
export async function deleteArchivedWorkItem(slug: string, projectId: string, id: string): Promise<void> {
  await api.delete<void>(`${itemPath(slug, projectId, id)}/`);
  list.drop(id);
}
