import { proxy } from "valtio";

/**
 * The keyboard's place in a work item layout: the focused row (j / k, a click, Tab) and the rows picked
 * with x for the bulk actions. Ids only; the items live in workItemCache.
 */
interface WorkItemFocusStore {
  focusedId: string | null;
  selectedIds: string[];
}

export const workItemFocus = proxy<WorkItemFocusStore>({ focusedId: null, selectedIds: [] });

/** Moves the keyboard focus one row down (1) or up (-1) in the layout on screen. */
export type RowMover = (step: 1 | -1) => void;

let rowMover: RowMover | null = null;

/** The layout on screen lends its row mover to j and k; the returned function takes it back. */
export function lendRowMover(mover: RowMover): () => void {
  rowMover = mover;
  return () => {
    if (rowMover === mover) rowMover = null;
  };
}

export function hasRows(): boolean {
  return rowMover !== null;
}

export function moveWorkItemFocus(step: 1 | -1): void {
  rowMover?.(step);
}

export function setFocusedWorkItem(id: string): void {
  if (workItemFocus.focusedId !== id) workItemFocus.focusedId = id;
}

/** Where a Shift+click range starts: the row last picked or unpicked on its own (x, a checkbox, Ctrl/⌘+click). */
let selectionAnchor: string | null = null;

export function toggleSelectedWorkItem(id: string): void {
  const index = workItemFocus.selectedIds.indexOf(id);
  if (index >= 0) workItemFocus.selectedIds.splice(index, 1);
  else workItemFocus.selectedIds.push(id);
  selectionAnchor = id;
}

/**
 * Shift+click: every row from the anchor (else the focused row) to `id`, in the order on screen, joins
 * the selection; rows picked before stay picked, as in Linear and a mail client.
 */
export function selectWorkItemRange(order: readonly string[], id: string): void {
  const to = order.indexOf(id);
  if (to < 0) return;
  const start = [selectionAnchor, workItemFocus.focusedId].map((candidate) => (candidate ? order.indexOf(candidate) : -1)).find((index) => index >= 0) ?? to;
  const range = order.slice(Math.min(start, to), Math.max(start, to) + 1);
  const chosen = new Set(workItemFocus.selectedIds);
  workItemFocus.selectedIds.push(...range.filter((entry) => !chosen.has(entry)));
  selectionAnchor = id;
}

export function clearSelectedWorkItems(): void {
  workItemFocus.selectedIds = [];
  selectionAnchor = null;
}

/** The items an action on "the focused item(s)" changes: the selection when there is one, else the focused row. */
export function focusTargets(): string[] {
  if (workItemFocus.selectedIds.length > 0) return [...workItemFocus.selectedIds];
  return workItemFocus.focusedId ? [workItemFocus.focusedId] : [];
}

/** Deleted items leave the focus and the selection. */
export function forgetWorkItems(ids: readonly string[]): void {
  const gone = new Set(ids);
  if (workItemFocus.focusedId && gone.has(workItemFocus.focusedId)) workItemFocus.focusedId = null;
  workItemFocus.selectedIds = workItemFocus.selectedIds.filter((id) => !gone.has(id));
}

/** Another project or page: nothing stays focused or selected. */
export function resetWorkItemFocus(): void {
  workItemFocus.focusedId = null;
  clearSelectedWorkItems();
}
