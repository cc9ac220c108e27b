import type { Issue } from "../../db/models/Issue.js";
import type { WorkItemDetailShape, WorkItemShape } from "../contract/workItemShapes.js";
import type { Priority, StateGroup } from "../contract/workItems.js";

/** What a work item carries beyond its own row: the ids and counts loaded alongside it (api/workItems/load.ts). */
export interface WorkItemExtras {
  assignee_ids: string[];
  label_ids: string[];
  sub_issues_count: number;
  attachment_count: number;
  link_count: number;
  state__group: StateGroup | null;
}

/** A work item as lists and detail views return it (SPEC.md section 3, Plane's field names). */
export function presentWorkItem(issue: Issue, extras: WorkItemExtras): WorkItemShape {
  return {
    id: issue.id,
    sequence_id: issue.sequence_id,
    name: issue.name,
    sort_order: issue.sort_order,
    project_id: issue.project_id,
    workspace_id: issue.workspace_id,
    state_id: issue.state_id,
    parent_id: issue.parent_id,
    // A check constraint keeps the column to PRIORITIES.
    priority: issue.priority as Priority,
    estimate_point: issue.estimate_point,
    assignee_ids: extras.assignee_ids,
    label_ids: extras.label_ids,
    // Cycles and modules are not built yet, so no work item is in one.
    cycle_id: null,
    module_ids: [],
    start_date: issue.start_date,
    target_date: issue.target_date,
    completed_at: iso(issue.completed_at),
    archived_at: iso(issue.archived_at),
    is_draft: issue.is_draft,
    is_epic: issue.is_epic,
    type_id: null,
    sub_issues_count: extras.sub_issues_count,
    attachment_count: extras.attachment_count,
    link_count: extras.link_count,
    state__group: extras.state__group,
    created_at: new Date(issue.created_at).toISOString(),
    updated_at: new Date(issue.updated_at).toISOString(),
    created_by: issue.created_by_id,
    updated_by: issue.updated_by_id,
  };
}

/** The detail view adds the description. */
export function presentWorkItemDetail(issue: Issue, extras: WorkItemExtras): WorkItemDetailShape {
  return { ...presentWorkItem(issue, extras), description_html: issue.description_html };
}

function iso(value: Date | null): string | null {
  return value ? new Date(value).toISOString() : null;
}
