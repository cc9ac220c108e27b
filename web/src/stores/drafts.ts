import { proxy } from "valtio";
import { api } from "../http/client";
import { describeError } from "../http/describeError";
import type { WorkItem, WorkItemDetail, WorkItemPage } from "../http/types";
import type { LoadState } from "./loadOwned";
import { projectPath } from "./projectPath";
import { showToast } from "./toasts";

/** The caller's draft work items across the workspace's projects (SPEC.md section 2, /{slug}/drafts/). */
interface DraftsStore {
  slug: string | null;
  items: WorkItem[];
  state: LoadState;
  moreState: "idle" | "loading" | "error";
  nextCursor: string | null;
  totalCount: number;
}

export const drafts = proxy<DraftsStore>({ slug: null, items: [], state: "idle", moreState: "idle", nextCursor: null, totalCount: 0 });

/** SPEC.md section 7: draft issues page 50 at a time. */
const PER_PAGE = 50;
const draftsPath = (slug: string) => `/api/workspaces/${encodeURIComponent(slug)}/draft-issues`;
const pageUrl = (slug: string, cursor: string) => `${draftsPath(slug)}/?per_page=${PER_PAGE}&cursor=${encodeURIComponent(cursor)}`;
const issuePath = (slug: string, draft: Pick<WorkItem, "project_id" | "id">) => `${projectPath(slug, draft.project_id)}/issues/${encodeURIComponent(draft.id)}/`;

function appendPage(page: WorkItemPage): void {
  const known = new Set(drafts.items.map((item) => item.id));
  drafts.items.push(...page.results.filter((item) => !known.has(item.id)));
  drafts.totalCount = page.total_count;
  drafts.nextCursor = page.next_page_results ? page.next_cursor : null;
}

let listRequest = 0;

export async function loadDrafts(slug: string): Promise<void> {
  const request = ++listRequest;
  if (drafts.slug !== slug) {
    drafts.slug = slug;
    drafts.items = [];
    drafts.state = "idle";
  }
  if (drafts.state !== "ready") drafts.state = "loading";
  drafts.moreState = "idle";
  try {
    const page = await api.get<WorkItemPage>(pageUrl(slug, `${PER_PAGE}:0:0`));
    if (request !== listRequest) return;
    drafts.items = [];
    appendPage(page);
    drafts.state = "ready";
  } catch {
    if (request === listRequest) drafts.state = "error";
  }
}

export async function loadMoreDrafts(slug: string): Promise<void> {
  const cursor = drafts.nextCursor;
  if (!cursor || drafts.slug !== slug || drafts.moreState === "loading") return;
  const request = listRequest;
  drafts.moreState = "loading";
  try {
    const page = await api.get<WorkItemPage>(pageUrl(slug, cursor));
    if (request !== listRequest) return;
    appendPage(page);
    drafts.moreState = "idle";
  } catch {
    if (request === listRequest) drafts.moreState = "error";
  }
}

function drop(id: string): void {
  const before = drafts.items.length;
  drafts.items = drafts.items.filter((item) => item.id !== id);
  if (drafts.items.length < before) drafts.totalCount = Math.max(0, drafts.totalCount - 1);
}

/** Not optimistic: a throw keeps what was typed in the form, with the reason. */
export async function createDraft(slug: string, projectId: string, name: string): Promise<WorkItemDetail> {
  const created = await api.post<WorkItemDetail>(`${draftsPath(slug)}/`, { project_id: projectId, name });
  if (drafts.slug === slug && !drafts.items.some((item) => item.id === created.id)) {
    drafts.items.unshift(created);
    drafts.totalCount += 1;
  }
  return created;
}

/** Optimistic (SPEC.md section 4): the new name shows at once and goes back, with a toast, if refused. */
export async function renameDraft(slug: string, id: string, name: string): Promise<void> {
  const draft = drafts.items.find((item) => item.id === id);
  if (!draft || draft.name === name) return;
  const previous = draft.name;
  draft.name = name;
  try {
    const saved = await api.patch<WorkItemDetail>(issuePath(slug, draft), { name });
    const current = drafts.items.find((item) => item.id === id);
    if (current) current.name = saved.name;
  } catch (error) {
    const current = drafts.items.find((item) => item.id === id);
    if (current) current.name = previous;
    showToast({ tone: "danger", title: "Draft not renamed", message: describeError(error, "rename the draft") });
  }
}

/** Asked for after a confirmation; a throw keeps the confirmation open with the reason. */
export async function deleteDraft(slug: string, draft: Pick<WorkItem, "project_id" | "id">): Promise<void> {
  await api.delete<void>(issuePath(slug, draft));
  drop(draft.id);
}

/**
 * Draft-to-issue (SPEC.md section 4, "draft turned non-draft: removed from draft list"): the item joins its
 * project's work items and leaves this list. A throw leaves it listed; the caller shows why.
 */
export async function moveDraftToProject(slug: string, id: string): Promise<WorkItemDetail> {
  const converted = await api.post<WorkItemDetail>(`${draftsPath(slug)}/${encodeURIComponent(id)}/draft-to-issue/`, {});
  drop(id);
  return converted;
}
