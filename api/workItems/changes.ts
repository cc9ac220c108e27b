import type { Knex } from "knex";
import type { Issue } from "../../db/models/Issue.js";
import type { ActivityEntry } from "./activity.js";

/** The history lines for a field whose value is shown as itself (name, priority, dates ...). */
export function scalarChange(field: string, before: unknown, after: unknown): ActivityEntry[] {
  if (before === after) return [];
  return [{ verb: "updated", field, old_value: before === null ? null : String(before), new_value: after === null ? null : String(after) }];
}

/** Added and removed members of an id set, each its own history line carrying the id and a display name. */
export function setChanges(field: string, before: readonly string[], after: readonly string[], nameOf: (id: string) => string): ActivityEntry[] {
  const removed = before.filter((id) => !after.includes(id));
  const added = after.filter((id) => !before.includes(id));
  return [
    ...removed.map((id): ActivityEntry => ({ verb: "updated", field, old_value: nameOf(id), old_identifier: id })),
    ...added.map((id): ActivityEntry => ({ verb: "updated", field, new_value: nameOf(id), new_identifier: id })),
  ];
}

/** Replaces the rows of a join table (issue_assignees, issue_labels) for one work item. */
export async function replaceLinks(trx: Knex, table: "issue_assignees" | "issue_labels", column: "assignee_id" | "label_id", issue: Issue, ids: readonly string[]) {
  await trx(table).where("issue_id", issue.id).delete();
  if (ids.length === 0) return;
  await trx(table).insert(ids.map((id) => ({ issue_id: issue.id, workspace_id: issue.workspace_id, project_id: issue.project_id, [column]: id })));
}
