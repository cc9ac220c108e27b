import type { FilterKey } from "../../../api/contract/workItemDisplay";
import type { WorkItem } from "../http/types";
import { customDateBound } from "../pages/workItems/viewMenus/filterOptions";

/**
 * Whether a work item belongs in a list query, decided on the client as the list API decides it
 * (api/workItems/list/filters.ts), so that an item created or changed elsewhere joins or leaves an open
 * layout. Answers null when the item alone cannot tell: mentions and subscribers live in tables the item
 * does not carry, a relative date ("2_weeks;after;fromnow") depends on the server's day, and a state
 * group needs the item's state to be known. The caller then asks the server.
 */

type Item = Pick<WorkItem, "priority" | "state_id" | "assignee_ids" | "label_ids" | "created_by" | "start_date" | "target_date" | "parent_id" | "is_draft" | "archived_at">;

/** The parts of a list query (stores/workItemList.ts WorkItemListQuery) that choose which items show. */
export interface MatchQuery {
  subIssue: boolean;
  filters: Readonly<Partial<Record<FilterKey, readonly string[] | null>>>;
  type: "active" | "backlog" | null;
  extraFilters?: Partial<Record<"start_date" | "target_date", readonly string[]>>;
}

/** Plane's display filter "type" as state groups (the list request sends it the same way). */
export const TYPE_STATE_GROUPS = { active: ["unstarted", "started"], backlog: ["backlog"] } as const;

/** The list API's word for "has none" in the assignee and label filters. */
const NONE_TOKENS = new Set(["None", "null"]);

type Verdict = boolean | null;

/** Every verdict holds: false as soon as one fails, null when none fails but one cannot tell. */
function all(verdicts: readonly Verdict[]): Verdict {
  if (verdicts.includes(false)) return false;
  return verdicts.includes(null) ? null : true;
}

const chosen = (values: readonly string[] | null | undefined): values is readonly string[] => Array.isArray(values) && values.length > 0;

/** Linked to any of the ids, or (with "None") to nothing of that kind. */
function linkedTo(held: readonly string[], wanted: readonly string[]): boolean {
  const ids = wanted.filter((entry) => !NONE_TOKENS.has(entry));
  return held.some((id) => ids.includes(id)) || (held.length === 0 && wanted.some((entry) => NONE_TOKENS.has(entry)));
}

/** Every bound holds; an empty day passes none. A relative bound is the server's to judge. */
function withinDays(day: string | null, entries: readonly string[]): Verdict {
  return all(
    entries.map((entry) => {
      const bound = customDateBound(entry);
      if (!bound) return null;
      if (day === null) return false;
      return bound.side === "after" ? day >= bound.day : day <= bound.day;
    }),
  );
}

function inStateGroups(item: Item, groups: readonly string[], stateGroupOf: (stateId: string) => string | undefined): Verdict {
  if (!item.state_id) return false;
  const group = stateGroupOf(item.state_id);
  return group === undefined ? null : groups.includes(group);
}

/** The item fields the filters read: a change elsewhere to one of them may bring an item not held into a filtered layout. */
export const FILTERED_FIELDS = ["priority", "state_id", "assignee_ids", "label_ids", "created_by", "start_date", "target_date", "parent_id"] as const;

/** Whether the query leaves out some of the project's live items, so that an item not held may still belong to it. */
export function narrowsItems(query: MatchQuery): boolean {
  const dated = Object.values(query.extraFilters ?? {}).some(chosen);
  return !query.subIssue || query.type !== null || dated || Object.values(query.filters).some(chosen);
}

export function matchesListQuery(item: Item, query: MatchQuery, stateGroupOf: (stateId: string) => string | undefined): Verdict {
  if (item.is_draft || item.archived_at) return false;
  if (!query.subIssue && item.parent_id) return false;
  const { filters } = query;
  const verdicts: Verdict[] = [];
  if (chosen(filters.priority)) verdicts.push(filters.priority.includes(item.priority));
  if (chosen(filters.state)) verdicts.push(item.state_id !== null && filters.state.includes(item.state_id));
  if (chosen(filters.state_group)) verdicts.push(inStateGroups(item, filters.state_group, stateGroupOf));
  if (query.type) verdicts.push(inStateGroups(item, TYPE_STATE_GROUPS[query.type], stateGroupOf));
  if (chosen(filters.created_by)) verdicts.push(item.created_by !== null && filters.created_by.includes(item.created_by));
  if (chosen(filters.assignees)) verdicts.push(linkedTo(item.assignee_ids, filters.assignees));
  if (chosen(filters.labels)) verdicts.push(linkedTo(item.label_ids, filters.labels));
  if (chosen(filters.mentions) || chosen(filters.subscriber)) verdicts.push(null);
  for (const key of ["start_date", "target_date"] as const) {
    const entries = [...(filters[key] ?? []), ...(query.extraFilters?.[key] ?? [])];
    if (entries.length > 0) verdicts.push(withinDays(item[key], entries));
  }
  return all(verdicts);
}
