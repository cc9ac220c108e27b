import type { Issue } from "../../../db/models/Issue.js";
import type { WorkItemExtras } from "../workItem.js";
import type { V1LabelShape } from "./label.js";
import type { V1StateLiteShape } from "./lite.js";
import type { V1UserLiteShape } from "./userLite.js";

/** What `?expand=` swapped in for ids: only the fields asked for are present. */
export interface V1WorkItemExpansions {
  state?: V1StateLiteShape | null;
  assignees?: V1UserLiteShape[];
  labels?: V1LabelShape[];
}

/**
 * A work item on the public API v1 (Plane's IssueSerializer): v1's names (`state`, `parent`, `project`,
 * `assignees`, `labels`) for the app's *_id fields. Cairn keeps no import ids, points or types, so those read null.
 */
export interface V1WorkItemShape {
  id: string;
  name: string;
  description_html: string;
  priority: string;
  start_date: string | null;
  target_date: string | null;
  sequence_id: number;
  sort_order: number;
  completed_at: string | null;
  archived_at: string | null;
  is_draft: boolean;
  external_source: null;
  external_id: null;
  point: null;
  type_id: null;
  sub_issues_count: number;
  project: string;
  workspace: string;
  parent: string | null;
  state: string | V1StateLiteShape | null;
  estimate_point: string | null;
  assignees: string[] | V1UserLiteShape[];
  labels: string[] | V1LabelShape[];
  created_by: string | null;
  updated_by: string | null;
  created_at: string;
  updated_at: string;
  deleted_at: null;
}

export function presentV1WorkItem(issue: Issue, extras: WorkItemExtras, expanded: V1WorkItemExpansions = {}): V1WorkItemShape {
  return {
    id: issue.id,
    name: issue.name,
    description_html: issue.description_html,
    priority: issue.priority,
    start_date: issue.start_date,
    target_date: issue.target_date,
    sequence_id: issue.sequence_id,
    sort_order: issue.sort_order,
    completed_at: iso(issue.completed_at),
    archived_at: iso(issue.archived_at),
    is_draft: issue.is_draft,
    external_source: null,
    external_id: null,
    point: null,
    type_id: null,
    sub_issues_count: extras.sub_issues_count,
    project: issue.project_id,
    workspace: issue.workspace_id,
    parent: issue.parent_id,
    state: expanded.state === undefined ? issue.state_id : expanded.state,
    estimate_point: issue.estimate_point,
    assignees: expanded.assignees ?? extras.assignee_ids,
    labels: expanded.labels ?? extras.label_ids,
    created_by: issue.created_by_id,
    updated_by: issue.updated_by_id,
    created_at: new Date(issue.created_at).toISOString(),
    updated_at: new Date(issue.updated_at).toISOString(),
    deleted_at: null,
  };
}

function iso(value: Date | null): string | null {
  return value ? new Date(value).toISOString() : null;
}
