import type { Knex } from "knex";
import { Issue } from "../../db/models/Issue.js";
import { State } from "../../db/models/State.js";
import { STATE_GROUPS } from "../contract/workItems.js";
import { presentWorkItems } from "./presentWorkItems.js";

/** Plane's sub-issues view: the item's live children, in list order, with how many sit in each state group. */
export async function listSubIssues(db: Knex, issue: Issue) {
  const children = await Issue.query(db).where({ parent_id: issue.id, is_draft: false }).whereNull("archived_at").orderBy("sort_order").orderBy("id");
  // "" would reach a uuid column and fail: a child without a state (the column allows it) is left out here.
  const stateIds = children.flatMap((child) => (child.state_id ? [child.state_id] : []));
  const groups = await State.query(db).select("id", "group").whereIn("id", stateIds);
  const groupOf = new Map(groups.map((state) => [state.id, state.group]));
  const distribution: Record<string, string[]> = Object.fromEntries(STATE_GROUPS.map((group) => [group, []]));
  for (const child of children) distribution[groupOf.get(child.state_id ?? "") ?? "backlog"]?.push(child.id);
  return { sub_issues: await presentWorkItems(db, children), state_distribution: distribution };
}
