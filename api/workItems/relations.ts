import type { Knex } from "knex";
import { Issue } from "../../db/models/Issue.js";
import { IssueRelation, type StoredRelationType } from "../../db/models/IssueRelation.js";
import type { RelationGroupsShape } from "../contract/workItemExtraShapes.js";
import type { RelationType } from "../contract/workItems.js";
import { presentRelatedWorkItem } from "../presenters/workItemRelation.js";

/**
 * Relations between work items (SPEC.md section 3). A pair is stored once, with a direction for
 * blocked_by; "blocking" is what the other item sees of the same row, and relates_to and duplicate read
 * the same from both sides. So creating one side creates the inverse and removing one removes both.
 */

/** What `row` is from the point of view of `issueId`, one of its two items. */
export function relationSeenFrom(row: Pick<IssueRelation, "issue_id" | "relation_type">, issueId: string): RelationType {
  if (row.relation_type !== "blocked_by") return row.relation_type;
  return row.issue_id === issueId ? "blocked_by" : "blocking";
}

/** The row that says "issueId <type> otherId": blocking is stored as the other item being blocked_by this one. */
export function storedRelation(issueId: string, otherId: string, type: RelationType): { issue_id: string; related_issue_id: string; relation_type: StoredRelationType } {
  if (type === "blocking") return { issue_id: otherId, related_issue_id: issueId, relation_type: "blocked_by" };
  return { issue_id: issueId, related_issue_id: otherId, relation_type: type };
}

export function otherSide(row: Pick<IssueRelation, "issue_id" | "related_issue_id">, issueId: string): string {
  return row.issue_id === issueId ? row.related_issue_id : row.issue_id;
}

/** Every relation of the item, newest first, grouped by what it is from this item's side. */
export async function listRelations(db: Knex, issue: Issue): Promise<RelationGroupsShape> {
  const rows = await IssueRelation.query(db)
    .where("workspace_id", issue.workspace_id)
    .where((q) => q.where("issue_id", issue.id).orWhere("related_issue_id", issue.id))
    .orderBy("created_at", "desc")
    .orderBy("id");
  const others = await Issue.query(db)
    .where("workspace_id", issue.workspace_id)
    .whereIn("id", rows.map((row) => otherSide(row, issue.id)));
  const byId = new Map(others.map((other) => [other.id, other]));
  const groups: RelationGroupsShape = { blocked_by: [], blocking: [], relates_to: [], duplicate: [] };
  for (const row of rows) {
    const other = byId.get(otherSide(row, issue.id));
    const type = relationSeenFrom(row, issue.id);
    if (other) groups[type].push(presentRelatedWorkItem(other, type));
  }
  return groups;
}
