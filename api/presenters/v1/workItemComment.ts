import type { IssueComment } from "../../../db/models/IssueComment.js";

/**
 * A work item comment on the public API v1 (Plane's IssueCommentSerializer, which leaves out
 * comment_stripped and comment_json). Cairn has no external comments, so `access` is always INTERNAL,
 * and it keeps no import ids; only project members can comment, so is_member is true.
 */
export interface V1WorkItemCommentShape {
  id: string;
  comment_html: string;
  attachments: [];
  access: "INTERNAL";
  external_source: null;
  external_id: null;
  is_member: true;
  actor: string | null;
  issue: string;
  project: string;
  workspace: string;
  created_by: string | null;
  updated_by: string | null;
  created_at: string;
  updated_at: string;
  edited_at: string | null;
  deleted_at: null;
}

export function presentV1WorkItemComment(comment: IssueComment): V1WorkItemCommentShape {
  return {
    id: comment.id,
    comment_html: comment.comment_html,
    attachments: [],
    access: "INTERNAL",
    external_source: null,
    external_id: null,
    is_member: true,
    actor: comment.actor_id,
    issue: comment.issue_id,
    project: comment.project_id,
    workspace: comment.workspace_id,
    // Only the author edits a comment, so they are its creator and its last editor.
    created_by: comment.actor_id,
    updated_by: comment.actor_id,
    created_at: new Date(comment.created_at).toISOString(),
    updated_at: new Date(comment.updated_at).toISOString(),
    edited_at: comment.edited_at ? new Date(comment.edited_at).toISOString() : null,
    deleted_at: null,
  };
}
