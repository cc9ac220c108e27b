import type { Issue } from "../../db/models/Issue.js";
import type { IssueRelation } from "../../db/models/IssueRelation.js";
import type { RelatedWorkItemShape, RelationRowShape } from "../contract/workItemExtraShapes.js";
import type { Priority, RelationType } from "../contract/workItems.js";

/** The other work item of a relation, as seen from one side (Plane's issue-relation list entries). */
export function presentRelatedWorkItem(other: Issue, relationType: RelationType): RelatedWorkItemShape {
  return {
    id: other.id,
    name: other.name,
    sequence_id: other.sequence_id,
    project_id: other.project_id,
    state_id: other.state_id,
    // A check constraint keeps the column to PRIORITIES.
    priority: other.priority as Priority,
    sort_order: other.sort_order,
    is_epic: other.is_epic,
    created_at: new Date(other.created_at).toISOString(),
    updated_at: new Date(other.updated_at).toISOString(),
    relation_type: relationType,
  };
}

/** The stored row, direction included, for events: "issue_id <relation_type> related_issue_id". */
export function presentRelationRow(row: IssueRelation): RelationRowShape {
  return {
    id: row.id,
    issue_id: row.issue_id,
    related_issue_id: row.related_issue_id,
    relation_type: row.relation_type,
    project_id: row.project_id,
    workspace_id: row.workspace_id,
    created_by: row.created_by_id,
    created_at: new Date(row.created_at).toISOString(),
  };
}
