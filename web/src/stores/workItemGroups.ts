import { NONE_GROUP, type GroupBy, type OrderBy } from "../../../api/contract/workItemDisplay";
import { compareStates, stateGroupRank } from "../../../api/contract/stateOrder";
import { PRIORITY_RANK } from "../../../api/contract/workItems";
import type { State, WorkItem } from "../http/types";


/**
 * Groupings a card may be dragged between (SPEC.md section 4 "drag and drop only when group-by is among
 * an allowed list"): each names a field a drop can set. State groups and creators are facts, not choices.
 */
export const DRAG_GROUPINGS: readonly GroupBy[] = ["state", "priority", "labels", "assignees", "target_date"];

export function canDragBetween(groupBy: GroupBy | null, subGroupBy: GroupBy | null): boolean {
  return (groupBy === null || DRAG_GROUPINGS.includes(groupBy)) && (subGroupBy === null || DRAG_GROUPINGS.includes(subGroupBy));
}

type Item = Pick<WorkItem, "state_id" | "priority" | "label_ids" | "assignee_ids" | "created_by" | "target_date">;

const orNone = (ids: readonly string[]) => (ids.length > 0 ? [...ids] : [NONE_GROUP]);

/** The groups an item belongs to, named as the list API names them; labels and assignees may give several. */
export function groupKeysOf(item: Item, groupBy: GroupBy, stateGroupOf: (stateId: string) => string | undefined): string[] {
  switch (groupBy) {
    case "state":
      return [item.state_id ?? NONE_GROUP];
    case "state__group":
      return [(item.state_id && stateGroupOf(item.state_id)) || NONE_GROUP];
    case "priority":
      return [item.priority];
    case "labels":
      return orNone(item.label_ids);
    case "assignees":
      return orNone(item.assignee_ids);
    case "created_by":
      return [item.created_by ?? NONE_GROUP];
    case "target_date":
      return [item.target_date ?? NONE_GROUP];
  }
}

/**
 * What moving an item from one group to another changes. For labels and assignees the item leaves the
 * group it was dragged out of and joins the other, keeping its other values; "None" clears them all.
 */
export function groupChangePatch(item: Item, groupBy: GroupBy, from: string, to: string): Partial<WorkItem> | null {
  if (from === to) return {};
  const value = to === NONE_GROUP ? null : to;
  switch (groupBy) {
    case "state":
      return value ? { state_id: value } : null;
    case "priority":
      return { priority: to as WorkItem["priority"] };
    case "target_date":
      return { target_date: value };
    case "labels":
      return { label_ids: value ? [...item.label_ids.filter((id) => id !== from && id !== value), value] : [] };
    case "assignees":
      return { assignee_ids: value ? [...item.assignee_ids.filter((id) => id !== from && id !== value), value] : [] };
    default:
      return null;
  }
}

/**
 * How the groups of a grouping follow each other when the order is part of what they mean: states and
 * state groups in workflow order (SPEC.md section 3), "None" and unknown states last. Other groupings keep
 * the order the server gave (null).
 */
export function groupKeyOrder(groupBy: GroupBy, states: readonly Pick<State, "id" | "group" | "sequence">[]): ((a: string, b: string) => number) | null {
  switch (groupBy) {
    case "state": {
      const byId = new Map(states.map((state) => [state.id, state]));
      return (a, b) => {
        const [first, second] = [byId.get(a), byId.get(b)];
        return first && second ? compareStates(first, second) : Number(!first) - Number(!second);
      };
    }
    case "state__group":
      return (a, b) => stateGroupRank(a) - stateGroupRank(b);
    default:
      return null;
  }
}

type Sortable = Pick<WorkItem, "id" | "sort_order" | "created_at" | "updated_at" | "start_date" | "target_date" | "priority">;

/** Empty dates sort last in either direction, as the server orders them (api/workItems/list/ordering.ts). */
function compareNullableDay(a: string | null, b: string | null, direction: 1 | -1): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return a < b ? -direction : direction;
}

/** The server's order for one order_by, so an item placed or moved here lands where a reload would show it. */
export function compareForOrder(orderBy: OrderBy): (a: Sortable, b: Sortable) => number {
  const direction = orderBy.startsWith("-") ? -1 : 1;
  const key = orderBy.replace(/^-/, "") as "sort_order" | "created_at" | "updated_at" | "start_date" | "target_date" | "priority";
  const bySortOrder = (a: Sortable, b: Sortable) => a.sort_order - b.sort_order || (a.id < b.id ? -1 : 1);
  switch (key) {
    case "sort_order":
      return (a, b) => direction * bySortOrder(a, b);
    case "created_at":
    case "updated_at":
      return (a, b) => (a[key] === b[key] ? (a.id < b.id ? -1 : 1) : a[key] < b[key] ? -direction : direction);
    case "start_date":
    case "target_date":
      return (a, b) => compareNullableDay(a[key], b[key], direction) || bySortOrder(a, b);
    case "priority":
      return (a, b) => direction * (PRIORITY_RANK[a.priority] - PRIORITY_RANK[b.priority]) || bySortOrder(a, b);
  }
}

/** What an item created inside a group gets so that it shows in that group (a kanban column's quick add). */
export function groupDefaults(groupBy: GroupBy | null, key: string): Partial<Pick<WorkItem, "state_id" | "priority" | "label_ids" | "assignee_ids" | "target_date">> {
  if (!groupBy || key === NONE_GROUP) return {};
  switch (groupBy) {
    case "state":
      return { state_id: key };
    case "priority":
      return { priority: key as WorkItem["priority"] };
    case "labels":
      return { label_ids: [key] };
    case "assignees":
      return { assignee_ids: [key] };
    case "target_date":
      return { target_date: key };
    default:
      return {};
  }
}
