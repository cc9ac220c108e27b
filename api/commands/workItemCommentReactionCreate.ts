import type { CommentReaction } from "../../db/models/CommentReaction.js";
import type { Issue } from "../../db/models/Issue.js";
import { domainEvent, toWorkItemAudience } from "../events/envelope.js";
import type { UnitOfWork } from "../events/unitOfWork.js";
import { presentCommentReaction } from "../presenters/workItemComment.js";
import { recordActivity } from "../workItems/activity.js";
import { findComment } from "../workItems/comments.js";
import { insertReaction } from "../workItems/reactionRows.js";

interface WorkItemCommentReactionCreateInput extends UnitOfWork {
  /** Read with FOR UPDATE in this transaction: the item is locked before its comment, as a comment edit or delete does. */
  issue: Issue;
  commentId: string;
  reaction: string;
}

/**
 * The actor's emoji on a comment of the item (a repeat is a 409). The history line goes on the comment's
 * work item, and work_item_comment_reaction.created is queued.
 */
export async function workItemCommentReactionCreate({ trx, outbox, actor, issue, commentId, reaction }: WorkItemCommentReactionCreateInput): Promise<CommentReaction> {
  const comment = await findComment(trx, issue, commentId, { forUpdate: true });
  const row = await insertReaction<CommentReaction>(trx, { table: "comment_reactions", targetId: comment.id, actorId: actor.id, reaction }, comment);
  await recordActivity(trx, issue, actor.id, [{ verb: "created", field: "reaction", new_value: reaction, new_identifier: comment.id }]);
  outbox.add(domainEvent("work_item_comment_reaction.created", row, actor.id, presentCommentReaction(row), toWorkItemAudience(issue)));
  return row;
}
