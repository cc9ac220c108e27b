import type { Knex } from "knex";
import type { Issue } from "../../db/models/Issue.js";
import { IssueActivity } from "../../db/models/IssueActivity.js";
import { presentWorkItemActivity } from "../presenters/workItemActivity.js";

/** The item's history lines, oldest first; with `after`, only those written after that moment. */
export async function listHistory(db: Knex, issue: Issue, after?: string) {
  const rows = IssueActivity.query(db).where("issue_id", issue.id).orderBy("created_at").orderBy("id");
  // Clients hold the millisecond ISO strings we sent; the column keeps microseconds.
  if (after) rows.whereRaw("date_trunc('milliseconds', created_at) > ?", [new Date(after)]);
  return (await rows).map(presentWorkItemActivity);
}
