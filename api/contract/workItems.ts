/** Work item enumerations and pure rules of SPEC.md sections 3, 4 and 9, shared by the server and the web app. */

export const PRIORITIES = ["urgent", "high", "medium", "low", "none"] as const;
export type Priority = (typeof PRIORITIES)[number];

/** SPEC.md section 3: none 0, low 1, medium 2, high 3, urgent 4 ("-priority" sorts urgent first). */
export const PRIORITY_RANK: Record<Priority, number> = { none: 0, low: 1, medium: 2, high: 3, urgent: 4 };

export const STATE_GROUPS = ["backlog", "unstarted", "started", "completed", "cancelled"] as const;
export type StateGroup = (typeof STATE_GROUPS)[number];

/**
 * SPEC.md section 3 relation types as either item sees them. A pair is stored once: "blocking" is only
 * ever the other side's view of a stored "blocked_by".
 */
export const RELATION_TYPES = ["blocked_by", "blocking", "relates_to", "duplicate"] as const;
export type RelationType = (typeof RELATION_TYPES)[number];
export type StoredRelationType = Exclude<RelationType, "blocking">;

/** What a line of a work item's history says happened to the field it names. */
export type ActivityVerb = "created" | "updated" | "deleted";

/** Sort orders (SPEC.md section 9): 10000 past either end, the midpoint between neighbours. */
export const SORT_ORDER_DEFAULT = 65535;
export const SORT_ORDER_END_STEP = 10000;

/**
 * Where a dropped item goes between its new neighbours (either may be missing): their midpoint, or
 * 10000 past the one neighbour at an end, or the default in an empty group.
 */
export function sortOrderBetween(before: number | null, after: number | null): number {
  if (before !== null && after !== null) return (before + after) / 2;
  if (before !== null) return before + SORT_ORDER_END_STEP;
  if (after !== null) return after - SORT_ORDER_END_STEP;
  return SORT_ORDER_DEFAULT;
}

/**
 * A yyyy-MM-dd that names a real day. Year 0000 is a valid JavaScript date but not a PostgreSQL one
 * (there is no year zero there), so it is refused here rather than failing in the database.
 */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || value.startsWith("0000")) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** SPEC.md section 4: overdue when the target date is today or past and the state group is not completed or cancelled. */
export function isOverdue(targetDate: string | null, stateGroup: string | null, today: string): boolean {
  if (!targetDate) return false;
  if (stateGroup === "completed" || stateGroup === "cancelled") return false;
  return targetDate <= today;
}

/** The human name of a work item: its project identifier and sequence id, e.g. WEB-42. */
export function workItemKey(projectIdentifier: string, sequenceId: number): string {
  return `${projectIdentifier}-${sequenceId}`;
}
