import type { Knex } from "knex";
import type { PriorityDistributionShape, ProfileStatsShape, StateDistributionShape } from "../../contract/profileShapes.js";
import { PRIORITIES, STATE_GROUPS, type Priority, type StateGroup } from "../../contract/workItems.js";
import { liveItems } from "../list/filters.js";
import type { WorkItemFilters } from "../list/request.js";

/**
 * How the person is involved in an item of `issues as i` (with its state joined as `s`), as SQL
 * conditions that each take the person's id once. The lists' tabs (listAcross.ts, tabFilter) select the
 * same items, so a count and the length of its tab agree.
 */
export const INVOLVEMENT = {
  assigned: "exists (select 1 from issue_assignees a where a.issue_id = i.id and a.assignee_id = ?)",
  created: "i.created_by_id = ?",
  subscribed: "exists (select 1 from issue_subscribers f where f.issue_id = i.id and f.subscriber_id = ?)",
} as const;

/** Plane's split of the assigned items: done, and still to do (an item with no state is still to do). */
export const ASSIGNED_COMPLETED = `${INVOLVEMENT.assigned} and s."group" = 'completed'`;
export const ASSIGNED_PENDING = `${INVOLVEMENT.assigned} and (s."group" is null or s."group" not in ('completed', 'cancelled'))`;

/** The live items of these projects passing the filters, with their state joined as `s`. */
export function itemsWithState(db: Knex, projectIds: readonly string[], filters: WorkItemFilters, subIssue: boolean): Knex.QueryBuilder {
  return liveItems(db, projectIds, filters, subIssue).leftJoin({ s: "states" }, "s.id", "i.state_id");
}

/** `count(*) filter (where <condition>)` as a whole number named `name`. */
export const countWhere = (db: Knex, condition: string, userId: string, name: string) => db.raw(`(count(*) filter (where ${condition}))::int as ??`, [userId, name]);

interface ProfileStatsInput {
  projectIds: readonly string[];
  userId: string;
  filters: WorkItemFilters;
  subIssue: boolean;
}

/** GET .../user-stats/{userId}/: the person's counts over the given (readable) projects' live items. */
export async function profileStats(db: Knex, { projectIds, userId, filters, subIssue }: ProfileStatsInput): Promise<ProfileStatsShape> {
  const items = () => itemsWithState(db, projectIds, filters, subIssue);
  const assigned = () => items().whereRaw(INVOLVEMENT.assigned, [userId]);
  const [totals, byGroup, byPriority] = await Promise.all([
    items().first(
      countWhere(db, INVOLVEMENT.assigned, userId, "assigned_issues"),
      countWhere(db, INVOLVEMENT.created, userId, "created_issues"),
      countWhere(db, INVOLVEMENT.subscribed, userId, "subscribed_issues"),
      countWhere(db, ASSIGNED_COMPLETED, userId, "completed_issues"),
      countWhere(db, ASSIGNED_PENDING, userId, "pending_issues"),
    ) as Promise<Omit<ProfileStatsShape, "state_distribution" | "priority_distribution">>,
    assigned().whereNotNull("s.group").select({ key: "s.group" }).count({ total: "*" }).groupBy("s.group") as Promise<{ key: StateGroup; total: string | number }[]>,
    assigned().select({ key: "i.priority" }).count({ total: "*" }).groupBy("i.priority") as Promise<{ key: Priority; total: string | number }[]>,
  ]);
  const counted = (rows: { key: string; total: string | number }[]) => new Map(rows.map((row) => [row.key, Number(row.total)]));
  const groups = counted(byGroup);
  const priorities = counted(byPriority);
  return {
    // Every group and priority, in their display order, so a chart's bars never shift as counts reach zero.
    state_distribution: STATE_GROUPS.map((group): StateDistributionShape => ({ state_group: group, state_count: groups.get(group) ?? 0 })),
    priority_distribution: PRIORITIES.map((priority): PriorityDistributionShape => ({ priority, priority_count: priorities.get(priority) ?? 0 })),
    assigned_issues: totals.assigned_issues,
    created_issues: totals.created_issues,
    subscribed_issues: totals.subscribed_issues,
    completed_issues: totals.completed_issues,
    pending_issues: totals.pending_issues,
  };
}
