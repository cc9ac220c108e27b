import type { CommentReaction } from "../../db/models/CommentReaction.js";
import type { Issue } from "../../db/models/Issue.js";
import { domainEvent, toWorkItemAudience } from "../events/envelope.js";
import type { UnitOfWork } from "../events/unitOfWork.js";
import { recordActivity } from "../workItems/activity.js";
import { findComment } from "../workItems/comments.js";
import { deleteReaction } from "../workItems/reactionRows.js";

interface WorkItemCommentReactionDeleteInput extends UnitOfWork {
  /** Read with FOR UPDATE in this transaction: the item is locked before its comment, as a comment edit or delete does. */
  issue: Issue;
  commentId: string;
  reaction: string;
}

/** Takes back the actor's own emoji on a comment (anyone else's is a 404), with its history line and work_item_comment_reaction.deleted. */
export async function workItemCommentReactionDelete({ trx, outbox, actor, issue, commentId, reaction }: WorkItemCommentReactionDeleteInput): Promise<void> {
  const comment = await findComment(trx, issue, commentId, { forUpdate: true });
  const row = await deleteReaction<CommentReaction>(trx, { table: "comment_reactions", targetId: comment.id, actorId: actor.id, reaction });
  await recordActivity(trx, issue, actor.id, [{ verb: "deleted", field: "reaction", old_value: reaction, old_identifier: comment.id }]);
  // The emoji and whose it was ride along, so a client can take it off its tally without a refetch.
  outbox.add(domainEvent("work_item_comment_reaction.deleted", row, actor.id, { id: row.id, comment: comment.id, reaction, actor: actor.id }, toWorkItemAudience(issue)));
}
