import { workItemKey } from "../../../../../api/contract/workItems";
import { api, ApiError } from "../../../http/client";
import { describeError } from "../../../http/describeError";
import type { WorkItem } from "../../../http/types";
import { projectPath } from "../../../stores/projectPath";
import { showToast } from "../../../stores/toasts";
import { amendWorkItem, workItemCache } from "../../../stores/workItemCache";
import { forgetWorkItems } from "../../../stores/workItemFocus";
import { placeInList, removeFromList } from "../../../stores/workItemList";

/** What bulk-operation-issues/ sets on every item (api/routes/workItems/bulkSchema.ts); id lists are added to each item's own. */
export interface BulkProperties {
  state_id?: string;
  priority?: WorkItem["priority"];
  assignee_ids?: string[];
  label_ids?: string[];
  start_date?: string | null;
  target_date?: string | null;
}

type Field = keyof BulkProperties;

/** The selected items' project and what the toasts call them: "3 work items", or "WEB-3" for one. */
export interface BulkTarget {
  slug: string;
  projectId: string;
  identifier: string;
  ids: readonly string[];
}

export function describeTarget({ identifier, ids }: BulkTarget): string {
  const only = ids.length === 1 ? workItemCache.byId[ids[0] as string] : undefined;
  return only ? workItemKey(identifier, only.sequence_id) : `${ids.length} work items`;
}

const held = (ids: readonly string[]) => ids.flatMap((id) => workItemCache.byId[id] ?? []);

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * A bulk request's failure as a sentence: a bulk route changes all of the items or none, so it says
 * nothing changed; an item gone meanwhile (its id refused) gets advice of its own rather than the id.
 */
function failureMessage(error: unknown, action: string): string {
  const gone = error instanceof ApiError && error.status === 400 && error.body.details?.[0]?.path === "issue_ids";
  const reason = gone
    ? `Could not ${action}: some of them were deleted or moved meanwhile. Reload the page to see what is there now, then select them again.`
    : describeError(error, action);
  return `${reason} Nothing was changed.`;
}

/** The value an item ends with: id lists gain the new ids (the server merges them so), the rest are set. */
function nextValue(item: WorkItem, field: Field, value: BulkProperties[Field]): unknown {
  if (field === "assignee_ids" || field === "label_ids") {
    const current = item[field];
    return [...current, ...((value as string[]).filter((id) => !current.includes(id)))];
  }
  return value;
}

/**
 * The same properties on every target in one request, shown at once (SPEC.md section 4). If refused,
 * each item gets its earlier values back, except fields changed again since, and a toast says what to do.
 * Answers whether it was saved. `name` is what changes, for the toast: "Priority".
 */
export async function updateInBulk(target: BulkTarget, properties: BulkProperties, name: string): Promise<boolean> {
  const fields = Object.keys(properties) as Field[];
  const changes = held(target.ids).map((item) => {
    const record = item as unknown as Record<string, unknown>;
    const before = Object.fromEntries(fields.map((field) => [field, record[field]]));
    const after = Object.fromEntries(fields.map((field) => [field, nextValue(item, field, properties[field])]));
    placeInList(amendWorkItem(item.id, after) ?? item);
    return { id: item.id, before, after };
  });
  const action = `change the ${name.toLowerCase()} of ${describeTarget(target)}`;
  try {
    await api.post<void>(`${projectPath(target.slug, target.projectId)}/bulk-operation-issues/`, { issue_ids: target.ids, properties });
    return true;
  } catch (error) {
    for (const { id, before, after } of changes) {
      const item = workItemCache.byId[id];
      if (!item) continue;
      const record = item as unknown as Record<string, unknown>;
      placeInList(amendWorkItem(id, Object.fromEntries(fields.filter((field) => same(record[field], after[field])).map((field) => [field, before[field]]))) ?? item);
    }
    showToast({ tone: "danger", title: `${name} not changed`, message: failureMessage(error, action) });
    return false;
  }
}

/**
 * Archives the targets in one request (only finished items may be, the caller checks): they leave the
 * list at once and come back in their places, with a toast, if refused.
 */
export async function archiveInBulk(target: BulkTarget): Promise<boolean> {
  const label = describeTarget(target);
  const items = held(target.ids).map((item) => ({ ...item }));
  for (const item of items) removeFromList(item.id);
  try {
    const { archived_at } = await api.post<{ archived_at: string }>(`${projectPath(target.slug, target.projectId)}/bulk-archive-issues/`, { issue_ids: target.ids });
    for (const item of items) amendWorkItem(item.id, { archived_at });
    forgetWorkItems(target.ids);
    showToast({
      tone: "success",
      title: `Archived ${label}`,
      message: "Archived work items are read-only; restore them from the archives to change them again.",
      action: { label: "Open archives", href: `/${target.slug}/projects/${target.projectId}/archives/issues/` },
    });
    return true;
  } catch (error) {
    for (const item of items) placeInList(workItemCache.byId[item.id] ?? item, { created: true });
    showToast({ tone: "danger", title: `${label} not archived`, message: failureMessage(error, `archive ${label}`) });
    return false;
  }
}

/** Follows the targets in one request; nothing in the list shows it, so the toast does. */
export async function subscribeInBulk(target: BulkTarget): Promise<boolean> {
  const label = describeTarget(target);
  try {
    await api.post<void>(`${projectPath(target.slug, target.projectId)}/bulk-subscribe-issues/`, { issue_ids: target.ids });
    showToast({ tone: "success", title: `Subscribed to ${label}`, message: "You are notified of their changes and comments." });
    return true;
  } catch (error) {
    showToast({ tone: "danger", title: `Not subscribed to ${label}`, message: failureMessage(error, `subscribe to ${label}`) });
    return false;
  }
}

/** Project admins delete many items in one request, all or none; a throw keeps the confirmation open with the reason. */
export async function deleteInBulk(target: BulkTarget): Promise<void> {
  await api.post<void>(`${projectPath(target.slug, target.projectId)}/bulk-delete-issues/`, { issue_ids: target.ids });
  for (const id of target.ids) {
    removeFromList(id);
    delete workItemCache.byId[id];
  }
  forgetWorkItems(target.ids);
}
