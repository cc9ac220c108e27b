import type { IssueComment } from "../../../db/models/IssueComment.js";
import type { WorkItemCommentShape } from "../../contract/workItemExtraShapes.js";
import { presentWorkItemComment } from "../workItemComment.js";

/**
 * A work item comment on the public API v1 (Plane's IssueCommentSerializer, which leaves out
 * comment_stripped and comment_json): the app's comment without its reactions. Cairn has no external
 * comments, so `access` is always INTERNAL, and it keeps no import ids; only project members can comment,
 * so is_member is true.
 */
export type V1WorkItemCommentShape = Omit<WorkItemCommentShape, "comment_stripped" | "comment_reactions"> & {
  attachments: [];
  access: "INTERNAL";
  external_source: null;
  external_id: null;
  is_member: true;
  created_by: string | null;
  updated_by: string | null;
  deleted_at: null;
};

export function presentV1WorkItemComment(comment: IssueComment): V1WorkItemCommentShape {
  const { comment_stripped: _stripped, comment_reactions: _reactions, ...same } = presentWorkItemComment(comment, []);
  return {
    ...same,
    attachments: [],
    access: "INTERNAL",
    external_source: null,
    external_id: null,
    is_member: true,
    // Only the author edits a comment, so they are its creator and its last editor.
    created_by: comment.actor_id,
    updated_by: comment.actor_id,
    deleted_at: null,
  };
}
