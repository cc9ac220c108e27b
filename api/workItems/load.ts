import type { Knex } from "knex";
import type { Issue } from "../../db/models/Issue.js";
import type { WorkItemExtras } from "../presenters/workItem.js";

/**
 * The assignees, labels and sub-issue counts of many work items in three queries, whatever their number:
 * no query per row.
 */
export async function loadWorkItemExtras(db: Knex, issues: readonly Issue[]): Promise<Map<string, WorkItemExtras>> {
  const extras = new Map<string, WorkItemExtras>(issues.map((issue) => [issue.id, { assignee_ids: [], label_ids: [], sub_issues_count: 0 }]));
  if (issues.length === 0) return extras;
  const ids = [...extras.keys()];
  const [assignees, labels, children] = await Promise.all([
    db("issue_assignees").select("issue_id", "assignee_id").whereIn("issue_id", ids).orderBy("created_at").orderBy("assignee_id"),
    db("issue_labels").select("issue_id", "label_id").whereIn("issue_id", ids).orderBy("created_at").orderBy("label_id"),
    db("issues").select("parent_id").count("* as total").whereIn("parent_id", ids).whereNull("archived_at").groupBy("parent_id"),
  ]);
  for (const row of assignees as { issue_id: string; assignee_id: string }[]) extras.get(row.issue_id)?.assignee_ids.push(row.assignee_id);
  for (const row of labels as { issue_id: string; label_id: string }[]) extras.get(row.issue_id)?.label_ids.push(row.label_id);
  for (const row of children as { parent_id: string; total: number | string }[]) {
    const entry = extras.get(row.parent_id);
    if (entry) entry.sub_issues_count = Number(row.total);
  }
  return extras;
}
