import type { Knex } from "knex";
import { type CommentReaction } from "../../db/models/CommentReaction.js";
import type { Issue } from "../../db/models/Issue.js";
import type { IssueComment } from "../../db/models/IssueComment.js";
import { ConflictError, NotFoundError } from "../errors.js";
import type { Outbox } from "../events/unitOfWork.js";
import { presentCommentReaction } from "../presenters/workItemComment.js";
import { recordActivity } from "./activity.js";
import { workItemExtraEvent } from "./extraEvents.js";

/** Plane's wording; Cairn answers it with 409 (a conflict with what is stored) where Plane says 400. */
export const REACTION_EXISTS = "Reaction already exists for the user";
export const REACTION_NOT_FOUND = "Reaction not found";

interface ReactionWrite {
  trx: Knex.Transaction;
  outbox: Outbox;
  actorId: string;
  issue: Issue;
  comment: IssueComment;
}

/** The caller's emoji on the comment; the history line goes on the comment's work item. */
export async function commentReactionCreate({ trx, outbox, actorId, issue, comment }: ReactionWrite, reaction: string): Promise<CommentReaction> {
  const [row] = (await trx("comment_reactions")
    .insert({ workspace_id: comment.workspace_id, project_id: comment.project_id, comment_id: comment.id, actor_id: actorId, reaction })
    .onConflict(["comment_id", "actor_id", "reaction"])
    .ignore()
    .returning("*")) as CommentReaction[];
  if (!row) throw new ConflictError(REACTION_EXISTS);
  await recordActivity(trx, issue, actorId, [{ verb: "created", field: "reaction", new_value: reaction, new_identifier: comment.id }]);
  outbox.add(workItemExtraEvent("work_item_comment_reaction", "created", row, actorId, presentCommentReaction(row)));
  return row;
}

/** Only the caller's own reaction can be taken back; someone else's is not theirs to find. */
export async function commentReactionDelete({ trx, outbox, actorId, issue, comment }: ReactionWrite, reaction: string): Promise<void> {
  const [row] = (await trx("comment_reactions").where({ comment_id: comment.id, actor_id: actorId, reaction }).delete().returning("*")) as CommentReaction[];
  if (!row) throw new NotFoundError(REACTION_NOT_FOUND);
  await recordActivity(trx, issue, actorId, [{ verb: "deleted", field: "reaction", old_value: reaction, old_identifier: comment.id }]);
  outbox.add(workItemExtraEvent("work_item_comment_reaction", "deleted", row, actorId, { id: row.id, comment: comment.id, reaction, actor: actorId }));
}
