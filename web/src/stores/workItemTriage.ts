import { proxy } from "valtio";
import { workItemCache } from "./workItemCache";
import { updateWorkItem, type WorkItemPatch } from "./workItems";

/** The properties the keyboard (s, p, a, l, d), the palette and the row and card chips change through the searchable picker. */
export type PickedProperty = "state" | "priority" | "assignees" | "labels" | "start_date" | "target_date";

/** What a keyboard action on the focused work items has opened: a property picker or the delete question. */
interface WorkItemTriageStore {
  picker: { property: PickedProperty; ids: string[] } | null;
  deleting: string[] | null;
}

export const workItemTriage = proxy<WorkItemTriageStore>({ picker: null, deleting: null });

export function openPropertyPicker(property: PickedProperty, ids: readonly string[]): void {
  if (ids.length > 0) workItemTriage.picker = { property, ids: [...ids] };
}

export function closePropertyPicker(): void {
  workItemTriage.picker = null;
}

export function askToDeleteWorkItems(ids: readonly string[]): void {
  if (ids.length > 0) workItemTriage.deleting = [...ids];
}

export function closeDeleteQuestion(): void {
  workItemTriage.deleting = null;
}

type ListField = "assignee_ids" | "label_ids";

/** Whether every one of the items holds `value` in the field (what a multi-select picker shows as chosen). */
export function allHold(items: readonly { readonly assignee_ids: readonly string[]; readonly label_ids: readonly string[] }[], field: ListField, value: string): boolean {
  return items.length > 0 && items.every((item) => item[field].includes(value));
}

/**
 * Adds `value` to each item's list, or takes it out of every one when all of them hold it already (as
 * Linear does with several items picked). Each item changes optimistically and rolls back alone.
 */
export function toggleInEach(slug: string, ids: readonly string[], field: ListField, value: string): void {
  const remove = allHold(ids.flatMap((id) => workItemCache.byId[id] ?? []), field, value);
  for (const id of ids) {
    const current = workItemCache.byId[id]?.[field];
    if (!current || current.includes(value) !== remove) continue;
    const next = remove ? current.filter((entry) => entry !== value) : [...current, value];
    void updateWorkItem(slug, id, { [field]: next });
  }
}

/** The same values for every item (state, priority, a date), each optimistic with its own rollback. */
export function setOnEach(slug: string, ids: readonly string[], patch: Pick<WorkItemPatch, "state_id" | "priority" | "start_date" | "target_date">): void {
  const fields = Object.entries(patch);
  for (const id of ids) {
    const item = workItemCache.byId[id] as unknown as Record<string, unknown> | undefined;
    if (item && fields.some(([field, value]) => item[field] !== value)) void updateWorkItem(slug, id, patch);
  }
}
