import type { Knex } from "knex";
import type { PriorityDistributionShape, ProfileStatsShape, StateDistributionShape } from "../../contract/profileShapes.js";
import { PRIORITIES, STATE_GROUPS, type Priority, type StateGroup } from "../../contract/workItems.js";
import { liveItems } from "../list/filters.js";
import type { WorkItemFilters } from "../list/request.js";

/**
 * The live items of these projects passing the filters, each with its state (`s`) and the person's
 * assignment (`pa`) and subscription (`ps`) joined: at most one of each per item, as both are unique per
 * item and person. Joined once rather than asked per item, a count over 10,000 items stays one pass.
 */
export function involvementOf(db: Knex, projectIds: readonly string[], userId: string, filters: WorkItemFilters = {}, subIssue = true): Knex.QueryBuilder {
  return liveItems(db, projectIds, filters, subIssue)
    .leftJoin({ s: "states" }, "s.id", "i.state_id")
    .leftJoin({ pa: "issue_assignees" }, (join) => join.on("pa.issue_id", "i.id").andOnVal("pa.assignee_id", userId))
    .leftJoin({ ps: "issue_subscribers" }, (join) => join.on("ps.issue_id", "i.id").andOnVal("ps.subscriber_id", userId));
}

/**
 * How the person is involved in a row of involvementOf, as SQL conditions (`created` takes the person's
 * id). The lists' tabs (listAcross.ts, tabFilter) select the same items, so a count and its tab agree.
 */
const ASSIGNED = "pa.issue_id is not null";
const CREATED = "i.created_by_id = ?";
const SUBSCRIBED = "ps.issue_id is not null";
/** Plane's split of the assigned items: done, and still to do (an item with no state is still to do). */
const ASSIGNED_COMPLETED = `${ASSIGNED} and s."group" = 'completed'`;
const ASSIGNED_PENDING = `${ASSIGNED} and (s."group" is null or s."group" not in ('completed', 'cancelled'))`;

/** The person's counts over a query of involvementOf, as whole numbers named as Plane names them. */
export function involvementCounts(db: Knex, userId: string) {
  const countWhere = (condition: string, name: string, bindings: string[] = []) => db.raw(`(count(*) filter (where ${condition}))::int as ??`, [...bindings, name]);
  return [
    countWhere(ASSIGNED, "assigned_issues"),
    countWhere(CREATED, "created_issues", [userId]),
    countWhere(SUBSCRIBED, "subscribed_issues"),
    countWhere(ASSIGNED_COMPLETED, "completed_issues"),
    countWhere(ASSIGNED_PENDING, "pending_issues"),
  ];
}

type Totals = Omit<ProfileStatsShape, "state_distribution" | "priority_distribution">;

interface ProfileStatsInput {
  projectIds: readonly string[];
  userId: string;
  filters: WorkItemFilters;
  subIssue: boolean;
}

/** GET .../user-stats/{userId}/: the person's counts over the given (readable) projects' live items. */
export async function profileStats(db: Knex, { projectIds, userId, filters, subIssue }: ProfileStatsInput): Promise<ProfileStatsShape> {
  const items = () => involvementOf(db, projectIds, userId, filters, subIssue);
  const [totals, byGroup, byPriority] = await Promise.all([
    items().first(...involvementCounts(db, userId)) as Promise<Totals>,
    items().whereRaw(ASSIGNED).whereNotNull("s.group").select({ key: "s.group" }).count({ total: "*" }).groupBy("s.group") as Promise<{ key: StateGroup; total: string | number }[]>,
    items().whereRaw(ASSIGNED).select({ key: "i.priority" }).count({ total: "*" }).groupBy("i.priority") as Promise<{ key: Priority; total: string | number }[]>,
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
