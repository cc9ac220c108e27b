import type { Knex } from "knex";
import type { QueryBuilder } from "objection";
import type { Issue } from "../../db/models/Issue.js";
import { IssueActivity } from "../../db/models/IssueActivity.js";
import { presentWorkItemActivity } from "../presenters/workItemActivity.js";
import { loadActors } from "./actors.js";
import { listComments } from "./comments.js";
import { createdAfter } from "./createdAfter.js";

/** Plane's history tabs (`activity_type`): the property changes alone, or the comments. */
export const HISTORY_TYPES = ["issue-property", "issue-comment"] as const;
export type HistoryType = (typeof HISTORY_TYPES)[number];

/** Lines about comments and their reactions: Plane's property tab leaves them to the comments tab. */
const COMMENT_FIELDS = ["comment", "reaction"];

/**
 * The item's history, oldest first; with `after`, only what was written after that moment. Without a
 * type it is every history line (what Cairn's own page reads); "issue-comment" answers the comments.
 */
export async function listHistory(db: Knex, issue: Issue, options: { after?: string; type?: HistoryType } = {}) {
  if (options.type === "issue-comment") return listComments(db, issue, options.after);
  const lines = await historyLines(db, issue, { after: options.after, propertiesOnly: options.type === "issue-property" });
  const actorOf = await loadActors(db, lines.map((line) => line.actor_id));
  return lines.map((line) => presentWorkItemActivity(line, actorOf(line.actor_id)));
}

/** The item's history lines as rows, oldest first; `propertiesOnly` leaves out those about comments. */
export async function historyLines(db: Knex, issue: Issue, options: { after?: string | undefined; propertiesOnly?: boolean } = {}): Promise<IssueActivity[]> {
  const rows = createdAfter(IssueActivity.query(db).where("issue_id", issue.id), options.after).orderBy("created_at").orderBy("id");
  return options.propertiesOnly ? propertyLinesOnly(rows) : rows;
}

/** Leaves out the lines about comments and their reactions (Plane's property tab, and its v1 activities). */
export function propertyLinesOnly<R>(rows: QueryBuilder<IssueActivity, R>): QueryBuilder<IssueActivity, R> {
  return rows.where((field) => field.whereNull("field").orWhereNotIn("field", COMMENT_FIELDS));
}
