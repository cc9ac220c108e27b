import { proxy } from "valtio";
import { api } from "../http/client";
import { describeError } from "../http/describeError";
import type { WorkItem, WorkItemDetail, WorkItemPage } from "../http/types";
import { projectPath } from "./projectPath";
import { showToast } from "./toasts";
import type { LoadState } from "./loadOwned";

/** The work items of the project whose list is open, and every work item held (list rows and the open one). */
interface WorkItemsStore {
  /** One copy per item, so an edit on the detail page shows in the list and back. */
  byId: Record<string, WorkItem>;
  projectId: string | null;
  /** The list's order: the pages as the server sent them, then the items created here. */
  ids: string[];
  state: LoadState;
  /** A further page; its failure keeps the rows already shown. */
  moreState: "idle" | "loading" | "error";
  nextCursor: string | null;
  totalCount: number;
  /** Opened by the "New work item" buttons and the "c" shortcut alike. */
  createDialogOpen: boolean;
}

export const workItems = proxy<WorkItemsStore>({
  byId: {},
  projectId: null,
  ids: [],
  state: "idle",
  moreState: "idle",
  nextCursor: null,
  totalCount: 0,
  createDialogOpen: false,
});

/** SPEC.md section 9 pages drafts by 50; the list does the same, so a big project never loads at once. */
const WORK_ITEMS_PER_PAGE = 50;

const issuesPath = (slug: string, projectId: string) => `${projectPath(slug, projectId)}/issues`;
const pageUrl = (slug: string, projectId: string, cursor: string) =>
  `${issuesPath(slug, projectId)}/?per_page=${WORK_ITEMS_PER_PAGE}&cursor=${encodeURIComponent(cursor)}&order_by=sort_order`;

const TEMPORARY_PREFIX = "temp-";
let nextTemporary = 1;

/** Quick add shows a row before the server has answered; it has no key or link yet. */
export function isTemporary(id: string): boolean {
  return id.startsWith(TEMPORARY_PREFIX);
}

export function setCreateWorkItemOpen(open: boolean): void {
  workItems.createDialogOpen = open;
}

/** Puts the server's copy of a work item wherever it is shown. */
export function putWorkItem(item: WorkItem): void {
  workItems.byId[item.id] = item;
}

function appendPage(page: WorkItemPage): void {
  const known = new Set(workItems.ids);
  for (const item of page.results) {
    workItems.byId[item.id] = item;
    // An item created here before its page arrived is already listed.
    if (!known.has(item.id)) workItems.ids.push(item.id);
  }
  workItems.totalCount = page.total_count;
  workItems.nextCursor = page.next_page_results ? page.next_cursor : null;
}

let listRequest = 0;

/** The first page; later pages follow as the list is scrolled (loadMoreWorkItems). */
export async function loadWorkItems(slug: string, projectId: string): Promise<void> {
  const request = ++listRequest;
  workItems.projectId = projectId;
  workItems.ids = [];
  workItems.nextCursor = null;
  workItems.moreState = "idle";
  workItems.state = "loading";
  try {
    const page = await api.get<WorkItemPage>(pageUrl(slug, projectId, `${WORK_ITEMS_PER_PAGE}:0:0`));
    if (request !== listRequest) return;
    appendPage(page);
    workItems.state = "ready";
  } catch {
    if (request === listRequest) workItems.state = "error";
  }
}

export async function loadMoreWorkItems(slug: string, projectId: string): Promise<void> {
  const cursor = workItems.nextCursor;
  if (!cursor || workItems.projectId !== projectId || workItems.moreState === "loading") return;
  const request = listRequest;
  workItems.moreState = "loading";
  try {
    const page = await api.get<WorkItemPage>(pageUrl(slug, projectId, cursor));
    if (request !== listRequest) return;
    appendPage(page);
    workItems.moreState = "idle";
  } catch {
    if (request === listRequest) workItems.moreState = "error";
  }
}

/** What POST .../issues/ accepts (api/routes/workItems/schema.ts); PATCH takes any subset. */
export interface WorkItemInput {
  name: string;
  description_html?: string;
  priority?: WorkItem["priority"];
  state_id?: string | null;
  parent_id?: string | null;
  assignee_ids?: string[];
  label_ids?: string[];
  start_date?: string | null;
  target_date?: string | null;
  sort_order?: number;
}
export type WorkItemPatch = Partial<WorkItemInput>;

function listCreated(item: WorkItem): void {
  putWorkItem(item);
  if (workItems.projectId === item.project_id && !workItems.ids.includes(item.id)) {
    workItems.ids.push(item.id);
    workItems.totalCount += 1;
  }
}

/** The create dialog: a throw keeps the dialog open with the reason. */
export async function createWorkItem(slug: string, projectId: string, input: WorkItemInput): Promise<WorkItemDetail> {
  const created = await api.post<WorkItemDetail>(`${issuesPath(slug, projectId)}/`, input);
  listCreated(created);
  return created;
}

/**
 * SPEC.md section 4 quick add: a temporary row shows at once and is swapped for the server's item, or
 * removed with a toast if refused. `stateId` is the project's default state, so the row looks right meanwhile.
 */
export async function quickAddWorkItem(slug: string, projectId: string, name: string, stateId: string | null): Promise<void> {
  const id = `${TEMPORARY_PREFIX}${nextTemporary++}`;
  const now = new Date().toISOString();
  workItems.byId[id] = {
    id, sequence_id: 0, name, sort_order: Number.MAX_SAFE_INTEGER, project_id: projectId, workspace_id: "", state_id: stateId, parent_id: null,
    priority: "none", estimate_point: null, assignee_ids: [], label_ids: [], cycle_id: null, module_ids: [], start_date: null, target_date: null,
    completed_at: null, archived_at: null, is_draft: false, is_epic: false, type_id: null, sub_issues_count: 0, created_at: now, updated_at: now,
    created_by: null, updated_by: null,
  };
  workItems.ids.push(id);
  try {
    const created = await api.post<WorkItemDetail>(`${issuesPath(slug, projectId)}/`, { name });
    putWorkItem(created);
    const index = workItems.ids.indexOf(id);
    if (index >= 0 && !workItems.ids.includes(created.id)) {
      workItems.ids[index] = created.id;
      workItems.totalCount += 1;
    } else if (index >= 0) workItems.ids.splice(index, 1);
  } catch (error) {
    workItems.ids = workItems.ids.filter((candidate) => candidate !== id);
    showToast({ tone: "danger", title: "Work item not created", message: describeError(error, `create “${name}”`) });
  } finally {
    delete workItems.byId[id];
  }
}

/**
 * Optimistic (SPEC.md section 4): the change shows at once; the item becomes what the server saved, or
 * the changed fields go back, with a toast, if refused. Answers whether it was saved.
 */
export async function updateWorkItem(slug: string, id: string, patch: WorkItemPatch): Promise<boolean> {
  const item = workItems.byId[id];
  if (!item) return false;
  const previous: Record<string, unknown> = {};
  for (const key of Object.keys(patch)) previous[key] = (item as unknown as Record<string, unknown>)[key];
  Object.assign(item, patch);
  try {
    const saved = await api.patch<WorkItemDetail>(`${issuesPath(slug, item.project_id)}/${encodeURIComponent(id)}/`, patch);
    putWorkItem(saved);
    return true;
  } catch (error) {
    const current = workItems.byId[id];
    if (current) Object.assign(current, previous);
    showToast({ tone: "danger", title: "Work item not saved", message: describeError(error, "save the work item") });
    return false;
  }
}

/** Asked for after a confirmation; a throw keeps the confirmation open with the reason. */
export async function deleteWorkItem(slug: string, projectId: string, id: string): Promise<void> {
  await api.delete<void>(`${issuesPath(slug, projectId)}/${encodeURIComponent(id)}/`);
  if (workItems.ids.includes(id)) {
    workItems.ids = workItems.ids.filter((candidate) => candidate !== id);
    workItems.totalCount = Math.max(0, workItems.totalCount - 1);
  }
  delete workItems.byId[id];
}
