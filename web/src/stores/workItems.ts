import { proxy } from "valtio";
import { api } from "../http/client";
import { describeError } from "../http/describeError";
import type { WorkItem, WorkItemDetail } from "../http/types";
import { showToast } from "./toasts";
import { amendWorkItem, issuesPath, itemPath, putWorkItem, TEMPORARY_PREFIX, workItemCache } from "./workItemCache";
import { placeInList, removeFromList, replaceInList } from "./workItemList";

interface WorkItemsStore {
  /** Opened by the "New work item" buttons and the "c" shortcut alike. */
  createDialogOpen: boolean;
}

/** The create dialog's switch; the items themselves live in workItemCache and the open layout's workItemList. */
export const workItems = proxy<WorkItemsStore>({ createDialogOpen: false });

let nextTemporary = 1;

export function setCreateWorkItemOpen(open: boolean): void {
  workItems.createDialogOpen = open;
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
  placeInList(item, { created: true });
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
/** Answers the item the server made, or null when it refused (the toast has said why). */
export async function quickAddWorkItem(slug: string, projectId: string, input: WorkItemInput): Promise<WorkItemDetail | null> {
  const id = `${TEMPORARY_PREFIX}${nextTemporary++}`;
  const now = new Date().toISOString();
  const temporary: WorkItem = {
    id, sequence_id: 0, name: input.name, sort_order: Number.MAX_SAFE_INTEGER, project_id: projectId, workspace_id: "", state_id: input.state_id ?? null,
    parent_id: null, priority: input.priority ?? "none", estimate_point: null, assignee_ids: input.assignee_ids ?? [], label_ids: input.label_ids ?? [],
    cycle_id: null, module_ids: [], start_date: input.start_date ?? null, target_date: input.target_date ?? null, completed_at: null, archived_at: null,
    is_draft: false, is_epic: false, type_id: null, sub_issues_count: 0, attachment_count: 0, link_count: 0, state__group: null, created_at: now,
    updated_at: now, created_by: null, updated_by: null,
  };
  putWorkItem(temporary);
  placeInList(temporary, { created: true });
  try {
    const created = await api.post<WorkItemDetail>(`${issuesPath(slug, projectId)}/`, input);
    putWorkItem(created);
    replaceInList(id, created);
    return created;
  } catch (error) {
    removeFromList(id);
    showToast({ tone: "danger", title: "Work item not created", message: describeError(error, `create “${input.name}”`) });
    return null;
  } finally {
    delete workItemCache.byId[id];
  }
}

/**
 * For each item's field, the number of the newest change made to it here (answered or not), so that an
 * older answer arriving late can tell which fields have moved on. One small entry per field ever edited.
 */
const newestChange = new Map<string, number>();
let lastChange = 0;

/** The fields of `id` that a change newer than `change` has set. */
function newerFields(id: string, change: number): string[] {
  const prefix = `${id}:`;
  return [...newestChange].filter(([key, number]) => key.startsWith(prefix) && number > change).map(([key]) => key.slice(prefix.length));
}

/** This tab's changes awaiting their answer: how many per item, and per item field. */
const inFlight = new Map<string, number>();
/** What colleagues changed on an item (the socket) while a change of this tab's to it was in flight, and when. */
const remoteMeanwhile = new Map<string, Map<string, { value: unknown; at: string }>>();

function beginChange(id: string, fields: readonly string[]): void {
  inFlight.set(id, (inFlight.get(id) ?? 0) + 1);
  for (const key of fields) inFlight.set(`${id}:${key}`, (inFlight.get(`${id}:${key}`) ?? 0) + 1);
}

function endChange(id: string, fields: readonly string[]): void {
  for (const key of [id, ...fields.map((field) => `${id}:${field}`)]) {
    const left = (inFlight.get(key) ?? 1) - 1;
    if (left > 0) inFlight.set(key, left);
    else inFlight.delete(key);
  }
  if (!inFlight.has(id)) remoteMeanwhile.delete(id);
}

/** The fields colleagues changed meanwhile later than `than` (an answer's updated_at): those are newer than the answer. */
function remoteNewerThan(id: string, than: string): Record<string, unknown> {
  return Object.fromEntries([...(remoteMeanwhile.get(id) ?? [])].filter(([, change]) => change.at > than).map(([key, change]) => [key, change.value]));
}

/**
 * A colleague's change to an item, from the socket. A field this tab is changing too keeps its optimistic
 * value until the answer (showing theirs meanwhile would flip it and back); the answer then takes whichever
 * of the two the server saved last, and so does any other field they changed meanwhile.
 */
export function applyRemoteChanges(id: string, fields: Partial<WorkItem>): void {
  const item = workItemCache.byId[id];
  if (!item) return;
  if (!inFlight.has(id)) {
    amendWorkItem(id, fields);
    return;
  }
  const meanwhile = remoteMeanwhile.get(id) ?? new Map<string, { value: unknown; at: string }>();
  remoteMeanwhile.set(id, meanwhile);
  const at = fields.updated_at ?? "";
  for (const [key, value] of Object.entries(fields)) meanwhile.set(key, { value, at });
  amendWorkItem(id, Object.fromEntries(Object.entries(fields).filter(([key]) => !inFlight.has(`${id}:${key}`))));
}

/**
 * Optimistic (SPEC.md section 4): the change shows at once; the item becomes what the server saved, or
 * the changed fields go back, with a toast, if refused. Changes may overlap (two quick edits) and their
 * answers arrive in any order: an answer never undoes or overwrites a field a newer change has set.
 * Answers whether it was saved.
 */
export async function updateWorkItem(slug: string, id: string, patch: WorkItemPatch): Promise<boolean> {
  const item = workItemCache.byId[id];
  if (!item) return false;
  const change = ++lastChange;
  const fields = Object.keys(patch);
  const previous: Record<string, unknown> = {};
  for (const key of fields) {
    previous[key] = (item as unknown as Record<string, unknown>)[key];
    newestChange.set(`${id}:${key}`, change);
  }
  placeInList(amendWorkItem(id, patch) ?? item);
  beginChange(id, fields);
  try {
    const saved = await api.patch<WorkItemDetail>(`${itemPath(slug, item.project_id, id)}/`, patch);
    const shown = workItemCache.byId[id] as unknown as Record<string, unknown> | undefined;
    const kept = Object.fromEntries(newerFields(id, change).map((key) => [key, shown?.[key]]));
    putWorkItem({ ...saved, ...remoteNewerThan(id, saved.updated_at), ...kept });
    placeInList(workItemCache.byId[id] ?? saved);
    return true;
  } catch (error) {
    const mine = fields.filter((key) => newestChange.get(`${id}:${key}`) === change);
    // Refused: the server holds what was there before, or what a colleague set meanwhile.
    const current = amendWorkItem(id, { ...Object.fromEntries(mine.map((key) => [key, previous[key]])), ...remoteNewerThan(id, "") });
    if (current) placeInList(current);
    showToast({ tone: "danger", title: "Work item not saved", message: describeError(error, "save the work item") });
    return false;
  } finally {
    endChange(id, fields);
  }
}

/** Asked for after a confirmation; a throw keeps the confirmation open with the reason. */
export async function deleteWorkItem(slug: string, projectId: string, id: string): Promise<void> {
  await api.delete<void>(`${itemPath(slug, projectId, id)}/`);
  removeFromList(id);
  delete workItemCache.byId[id];
}
