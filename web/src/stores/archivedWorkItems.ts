import { proxy } from "valtio";
import { api } from "../http/client";
import { describeError } from "../http/describeError";
import type { WorkItem, WorkItemPage } from "../http/types";
import type { LoadState } from "./loadOwned";
import { projectPath } from "./projectPath";
import { showToast } from "./toasts";
import { putWorkItem, workItemCache } from "./workItemCache";
import { placeInList, removeFromList } from "./workItemList";

/** The archived work items of one project (SPEC.md section 2, /projects/{id}/archives/issues/). */
interface ArchivedWorkItemsStore {
  projectId: string | null;
  items: WorkItem[];
  state: LoadState;
  moreState: "idle" | "loading" | "error";
  nextCursor: string | null;
  totalCount: number;
}

export const archivedWorkItems = proxy<ArchivedWorkItemsStore>({ projectId: null, items: [], state: "idle", moreState: "idle", nextCursor: null, totalCount: 0 });

const PER_PAGE = 50;
const issuePath = (slug: string, projectId: string, id: string) => `${projectPath(slug, projectId)}/issues/${encodeURIComponent(id)}`;
const pageUrl = (slug: string, projectId: string, cursor: string) => `${projectPath(slug, projectId)}/archived-issues/?per_page=${PER_PAGE}&cursor=${encodeURIComponent(cursor)}`;

function appendPage(page: WorkItemPage): void {
  const known = new Set(archivedWorkItems.items.map((item) => item.id));
  archivedWorkItems.items.push(...page.results.filter((item) => !known.has(item.id)));
  archivedWorkItems.totalCount = page.total_count;
  archivedWorkItems.nextCursor = page.next_page_results ? page.next_cursor : null;
}

let listRequest = 0;

export async function loadArchivedWorkItems(slug: string, projectId: string): Promise<void> {
  const request = ++listRequest;
  if (archivedWorkItems.projectId !== projectId) {
    archivedWorkItems.projectId = projectId;
    archivedWorkItems.items = [];
    archivedWorkItems.state = "idle";
  }
  if (archivedWorkItems.state !== "ready") archivedWorkItems.state = "loading";
  archivedWorkItems.moreState = "idle";
  try {
    const page = await api.get<WorkItemPage>(pageUrl(slug, projectId, `${PER_PAGE}:0:0`));
    if (request !== listRequest) return;
    archivedWorkItems.items = [];
    appendPage(page);
    archivedWorkItems.state = "ready";
  } catch {
    if (request === listRequest) archivedWorkItems.state = "error";
  }
}

export async function loadMoreArchivedWorkItems(slug: string, projectId: string): Promise<void> {
  const cursor = archivedWorkItems.nextCursor;
  if (!cursor || archivedWorkItems.projectId !== projectId || archivedWorkItems.moreState === "loading") return;
  const request = listRequest;
  archivedWorkItems.moreState = "loading";
  try {
    const page = await api.get<WorkItemPage>(pageUrl(slug, projectId, cursor));
    if (request !== listRequest) return;
    appendPage(page);
    archivedWorkItems.moreState = "idle";
  } catch {
    if (request === listRequest) archivedWorkItems.moreState = "error";
  }
}

function dropFromList(id: string): void {
  const before = archivedWorkItems.items.length;
  archivedWorkItems.items = archivedWorkItems.items.filter((item) => item.id !== id);
  if (archivedWorkItems.items.length < before) archivedWorkItems.totalCount = Math.max(0, archivedWorkItems.totalCount - 1);
}

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
  const { archived_at } = await api.post<{ archived_at: string }>(`${issuePath(slug, projectId, id)}/archive/`);
  stampHeldCopy(id, archived_at);
  const held = workItemCache.byId[id];
  if (archivedWorkItems.projectId === projectId && held && !archivedWorkItems.items.some((item) => item.id === id)) {
    archivedWorkItems.items.unshift({ ...held, archived_at });
    archivedWorkItems.totalCount += 1;
  }
  return archived_at;
}

/** Brings the item back to the project's lists; a throw keeps it listed here with the reason. */
export async function restoreWorkItem(slug: string, projectId: string, id: string): Promise<void> {
  await api.delete<void>(`${issuePath(slug, projectId, id)}/archive/`);
  stampHeldCopy(id, null);
  dropFromList(id);
}

/** The toast's Restore: it reports its own outcome, as the toast that offered it is gone. */
export async function restoreWithToast(slug: string, projectId: string, id: string, label: string): Promise<boolean> {
  try {
    await restoreWorkItem(slug, projectId, id);
    showToast({ tone: "success", title: `Restored ${label}` });
    return true;
  } catch (error) {
    showToast({ tone: "danger", title: `${label} not restored`, message: describeError(error, "restore the work item") });
    return false;
  }
}

/** Asked for after a confirmation; a throw keeps the confirmation open with the reason. */
export async function deleteArchivedWorkItem(slug: string, projectId: string, id: string): Promise<void> {
  await api.delete<void>(`${issuePath(slug, projectId, id)}/`);
  dropFromList(id);
}
