import type { Knex } from "knex";
import { type CommentReaction } from "../../db/models/CommentReaction.js";
import type { Issue } from "../../db/models/Issue.js";
import type { IssueComment } from "../../db/models/IssueComment.js";
import type { Outbox } from "../events/unitOfWork.js";
import { presentCommentReaction } from "../presenters/workItemComment.js";
import { recordActivity } from "./activity.js";
import { workItemExtraEvent } from "./extraEvents.js";
import { deleteReaction, insertReaction } from "./reactionRows.js";

interface ReactionWrite {
  trx: Knex.Transaction;
  outbox: Outbox;
  actorId: string;
  issue: Issue;
  comment: IssueComment;
}

/** The caller's emoji on the comment; the history line goes on the comment's work item. */
export async function commentReactionCreate({ trx, outbox, actorId, issue, comment }: ReactionWrite, reaction: string): Promise<CommentReaction> {
  const row = await insertReaction<CommentReaction>(trx, { table: "comment_reactions", targetId: comment.id, actorId, reaction }, comment);
  await recordActivity(trx, issue, actorId, [{ verb: "created", field: "reaction", new_value: reaction, new_identifier: comment.id }]);
  outbox.add(workItemExtraEvent("work_item_comment_reaction", "created", row, actorId, presentCommentReaction(row)));
  return row;
}

/** Only the caller's own reaction can be taken back. */
export async function commentReactionDelete({ trx, outbox, actorId, issue, comment }: ReactionWrite, reaction: string): Promise<void> {
  const row = await deleteReaction<CommentReaction>(trx, { table: "comment_reactions", targetId: comment.id, actorId, reaction });
  await recordActivity(trx, issue, actorId, [{ verb: "deleted", field: "reaction", old_value: reaction, old_identifier: comment.id }]);
  outbox.add(workItemExtraEvent("work_item_comment_reaction", "deleted", row, actorId, { id: row.id, comment: comment.id, reaction, actor: actorId }));
}
