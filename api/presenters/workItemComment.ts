import type { CommentReaction } from "../../db/models/CommentReaction.js";
import type { IssueComment } from "../../db/models/IssueComment.js";
import type { User } from "../../db/models/User.js";
import type { CommentReactionShape, WorkItemCommentDetailShape, WorkItemCommentShape } from "../contract/workItemExtraShapes.js";
import { presentActorDetail } from "./actorDetail.js";

/** One emoji on a comment (SPEC.md section 3 "Reaction"). */
export function presentCommentReaction(reaction: CommentReaction): CommentReactionShape {
  return {
    id: reaction.id,
    reaction: reaction.reaction,
    actor: reaction.actor_id,
    comment: reaction.comment_id,
    project: reaction.project_id,
    workspace: reaction.workspace_id,
    created_at: new Date(reaction.created_at).toISOString(),
    updated_at: new Date(reaction.updated_at).toISOString(),
  };
}

/** A work item comment with its reactions (SPEC.md section 3 "Comment"). */
export function presentWorkItemComment(comment: IssueComment, reactions: readonly CommentReaction[]): WorkItemCommentShape {
  return {
    id: comment.id,
    comment_html: comment.comment_html,
    comment_stripped: comment.comment_stripped,
    actor: comment.actor_id,
    issue: comment.issue_id,
    project: comment.project_id,
    workspace: comment.workspace_id,
    created_at: new Date(comment.created_at).toISOString(),
    updated_at: new Date(comment.updated_at).toISOString(),
    edited_at: comment.edited_at ? new Date(comment.edited_at).toISOString() : null,
    comment_reactions: reactions.map(presentCommentReaction),
  };
}

/** A comment as REST answers it, its author nested (`author` is the row behind actor_id, absent once that account is gone). */
export function presentWorkItemCommentDetail(comment: IssueComment, reactions: readonly CommentReaction[], author: User | undefined): WorkItemCommentDetailShape {
  return { ...presentWorkItemComment(comment, reactions), actor_detail: presentActorDetail(author) };
}
