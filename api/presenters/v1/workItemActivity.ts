import type { IssueActivity } from "../../../db/models/IssueActivity.js";

/**
 * One line of a work item's history on the public API v1 (Plane's IssueActivitySerializer: every column
 * but created_by / updated_by). A line is never edited, so updated_at is created_at; `epoch` is its time in
 * seconds, as Plane stamps it.
 */
export interface V1WorkItemActivityShape {
  id: string;
  verb: string;
  field: string | null;
  old_value: string | null;
  new_value: string | null;
  comment: string;
  attachments: [];
  old_identifier: string | null;
  new_identifier: string | null;
  epoch: number;
  actor: string | null;
  issue: string;
  issue_comment: null;
  project: string;
  workspace: string;
  created_at: string;
  updated_at: string;
  deleted_at: null;
}

export function presentV1WorkItemActivity(line: IssueActivity): V1WorkItemActivityShape {
  const at = new Date(line.created_at);
  return {
    id: line.id,
    verb: line.verb,
    field: line.field,
    old_value: line.old_value,
    new_value: line.new_value,
    comment: describe(line),
    attachments: [],
    old_identifier: line.old_identifier,
    new_identifier: line.new_identifier,
    epoch: Math.floor(at.getTime() / 1000),
    actor: line.actor_id,
    issue: line.issue_id,
    issue_comment: null,
    project: line.project_id,
    workspace: line.workspace_id,
    created_at: at.toISOString(),
    updated_at: at.toISOString(),
    deleted_at: null,
  };
}

/** Plane's one-line summary of a change ("updated the priority to high"), made from the line's fields. */
function describe(line: IssueActivity): string {
  if (!line.field) return `${line.verb} the work item`;
  const to = line.new_value ? ` to ${line.new_value}` : "";
  return `${line.verb} the ${line.field}${to}`;
}
