import { proxy } from "valtio";
import { api } from "../http/client";
import type { WorkItem, WorkItemDetail } from "../http/types";
import { patchOptimistically } from "./optimisticPatch";
import { emptyPagedList, pagedListActions, type PagedList } from "./pagedList";
import { itemPath } from "./workItemCache";
import type { WorkItemInput } from "./workItems";

/** The caller's draft work items across the workspace's projects, owned by its slug (SPEC.md section 2, /{slug}/drafts/). */
export const drafts = proxy<PagedList>(emptyPagedList());
const list = pagedListActions(drafts);

const draftsPath = (slug: string) => `/api/workspaces/${encodeURIComponent(slug)}/draft-issues`;
const draftPath = (slug: string, draft: Pick<WorkItem, "project_id" | "id">) => `${itemPath(slug, draft.project_id, draft.id)}/`;

export const loadDrafts = (slug: string): Promise<void> => list.load(slug, `${draftsPath(slug)}/`);

export const loadMoreDrafts = (slug: string): Promise<void> => list.loadMore(slug, `${draftsPath(slug)}/`);

/** Not optimistic: a throw keeps what was typed in the form, with the reason. The create dialog's "Save as draft" sends every field it has. */
export async function createDraft(slug: string, projectId: string, fields: WorkItemInput): Promise<WorkItemDetail> {
  const created = await api.post<WorkItemDetail>(`${draftsPath(slug)}/`, { ...fields, project_id: projectId });
  list.prepend(slug, created);
  return created;
}

/** A draft made or changed elsewhere (another tab, the socket): listed first when its workspace's drafts are held. */
export function showDraft(slug: string, draft: WorkItem): void {
  const held = drafts.items.find((item) => item.id === draft.id);
  if (held) Object.assign(held, draft);
  else list.prepend(slug, draft);
}

/** A draft deleted or turned into a work item elsewhere. */
export const dropDraft = (id: string): void => list.drop(id);

/** Optimistic (SPEC.md section 4): the new name shows at once and goes back, with a toast, if refused. */
export async function renameDraft(slug: string, id: string, name: string): Promise<void> {
  const draft = drafts.items.find((item) => item.id === id);
  if (!draft || draft.name === name) return;
  const path = draftPath(slug, draft);
  await patchOptimistically(() => drafts.items, id, { name }, () => api.patch<WorkItemDetail>(path, { name }), { title: "Draft not renamed", action: "rename the draft" });
}

/** Asked for after a confirmation; a throw keeps the confirmation open with the reason. */
export async function deleteDraft(slug: string, draft: Pick<WorkItem, "project_id" | "id">): Promise<void> {
  await api.delete<void>(draftPath(slug, draft));
  list.drop(draft.id);
}

/**
 * Draft-to-issue (SPEC.md section 4, "draft turned non-draft: removed from draft list"): the item joins its
 * project's work items and leaves this list. A throw leaves it listed; the caller shows why.
 */
export async function moveDraftToProject(slug: string, id: string): Promise<WorkItemDetail> {
  const converted = await api.post<WorkItemDetail>(`${draftsPath(slug)}/${encodeURIComponent(id)}/draft-to-issue/`, {});
  list.drop(id);
  return converted;
}
