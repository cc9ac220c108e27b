import { NONE_GROUP, type GroupBy, type OrderBy } from "../../../../../../api/contract/workItemDisplay";
import { sortOrderBetween } from "../../../../../../api/contract/workItems";
import type { WorkItem } from "../../../../http/types";
import { DRAG_GROUPINGS, groupChangePatch, groupDefaults } from "../../../../stores/workItemGroups";
import type { WorkItemPatch } from "../../../../stores/workItems";

/** One place on the board: a column, and its swimlane when the board is sub-grouped. */
export interface Cell {
  group: string;
  sub: string | null;
}

export interface BoardGrouping {
  groupBy: GroupBy;
  subGroupBy: GroupBy | null;
  orderBy: OrderBy;
}

export const sameCell = (a: Cell, b: Cell) => a.group === b.group && a.sub === b.sub;

/** A stable name for a cell, for React keys, DOM look-ups and the drop indicator. */
export const cellKey = (cell: Cell) => JSON.stringify([cell.group, cell.sub]);

/** Only the hand-made order (sort_order, either way) lets the place of a drop inside a column stick. */
export function ordersByHand(orderBy: OrderBy): boolean {
  return orderBy === "sort_order" || orderBy === "-sort_order";
}

type Movable = Pick<WorkItem, "state_id" | "priority" | "label_ids" | "assignee_ids" | "created_by" | "target_date">;

/**
 * What moving a card from one cell to a place in another (or the same) changes: the column's and the
 * swimlane's fields, and, when the board is in hand-made order, a sort_order between the cards shown
 * just above and below the place (SPEC.md section 9 midpoint rule). Null when no value would put the
 * card there, e.g. "No state".
 */
export function movePatch(item: Movable, grouping: BoardGrouping, from: Cell, to: Cell, above: number | null, below: number | null): WorkItemPatch | null {
  const column = groupChangePatch(item, grouping.groupBy, from.group, to.group);
  const lane = grouping.subGroupBy && from.sub !== null && to.sub !== null ? groupChangePatch(item, grouping.subGroupBy, from.sub, to.sub) : {};
  if (!column || !lane) return null;
  const patch: WorkItemPatch = { ...pickPatch(column), ...pickPatch(lane) };
  if (ordersByHand(grouping.orderBy)) {
    // Descending order shows the larger sort_order on top, so the numeric neighbours swap.
    patch.sort_order = grouping.orderBy === "sort_order" ? sortOrderBetween(above, below) : sortOrderBetween(below, above);
  }
  return patch;
}

/** groupChangePatch answers in WorkItem's terms; these are the fields of it PATCH accepts. */
function pickPatch(change: Partial<WorkItem>): WorkItemPatch {
  const { state_id, priority, label_ids, assignee_ids, target_date } = change;
  return Object.fromEntries(Object.entries({ state_id, priority, label_ids, assignee_ids, target_date }).filter(([, value]) => value !== undefined));
}

/** Whether a new item could be given what it needs to show in this group (a quick add's defaults). */
function levelDefaults(groupBy: GroupBy, key: string): WorkItemPatch | null {
  // Creators and state groups are facts about an item, not values a quick add can choose.
  if (!DRAG_GROUPINGS.includes(groupBy)) return null;
  // "No labels", "No assignee" and "No target date" are what a new item has anyway; "No state" it never has.
  if (key === NONE_GROUP) return groupBy === "state" ? null : {};
  return groupDefaults(groupBy, key);
}

/** A cell's quick add defaults, or null when an item created there would land elsewhere. */
export function cellDefaults(grouping: BoardGrouping, cell: Cell): WorkItemPatch | null {
  const column = levelDefaults(grouping.groupBy, cell.group);
  const lane = grouping.subGroupBy && cell.sub !== null ? levelDefaults(grouping.subGroupBy, cell.sub) : {};
  if (!column || !lane) return null;
  return { ...column, ...lane };
}

/**
 * Where a card moved to `index` of `targetIds` (counted without the card itself) lands between its new
 * neighbours; `sortOrderOf` reads each neighbour's current sort_order.
 */
export function neighboursAt(targetIds: readonly string[], movingId: string, index: number, sortOrderOf: (id: string) => number | null) {
  const others = targetIds.filter((id) => id !== movingId);
  const at = (position: number) => {
    const id = others[position];
    return id === undefined ? null : sortOrderOf(id);
  };
  return { above: at(index - 1), below: at(index) };
}
