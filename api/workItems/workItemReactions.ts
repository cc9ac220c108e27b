import type { Knex } from "knex";
import type { Issue } from "../../db/models/Issue.js";
import { IssueReaction } from "../../db/models/IssueReaction.js";
import { ConflictError, NotFoundError } from "../errors.js";
import type { Outbox } from "../events/unitOfWork.js";
import { presentWorkItemReaction } from "../presenters/workItemReaction.js";
import { recordActivity } from "./activity.js";
import { REACTION_EXISTS, REACTION_NOT_FOUND } from "./commentReactions.js";
import { workItemExtraEvent } from "./extraEvents.js";

/** Reactions on the work item itself, worded and answered as those on its comments (commentReactions.ts). */

interface ReactionWrite {
  trx: Knex.Transaction;
  outbox: Outbox;
  actorId: string;
  issue: Issue;
}

/** Everyone's reactions on the item, oldest first (the order the web app groups them in). */
export async function listWorkItemReactions(db: Knex, issue: Issue): Promise<IssueReaction[]> {
  return IssueReaction.query(db).where("issue_id", issue.id).orderBy("created_at").orderBy("id");
}

/** The caller's emoji on the item; a repeat is a 409 and writes nothing. */
export async function workItemReactionCreate({ trx, outbox, actorId, issue }: ReactionWrite, reaction: string): Promise<IssueReaction> {
  const [row] = (await trx("issue_reactions")
    .insert({ workspace_id: issue.workspace_id, project_id: issue.project_id, issue_id: issue.id, actor_id: actorId, reaction })
    .onConflict(["issue_id", "actor_id", "reaction"])
    .ignore()
    .returning("*")) as IssueReaction[];
  if (!row) throw new ConflictError(REACTION_EXISTS);
  await recordActivity(trx, issue, actorId, [{ verb: "created", field: "reaction", new_value: reaction, new_identifier: row.id }]);
  outbox.add(workItemExtraEvent("work_item_reaction", "created", row, actorId, presentWorkItemReaction(row)));
  return row;
}

/** Only the caller's own reaction can be taken back; someone else's is not theirs to find. */
export async function workItemReactionDelete({ trx, outbox, actorId, issue }: ReactionWrite, reaction: string): Promise<void> {
  const [row] = (await trx("issue_reactions").where({ issue_id: issue.id, actor_id: actorId, reaction }).delete().returning("*")) as IssueReaction[];
  if (!row) throw new NotFoundError(REACTION_NOT_FOUND);
  await recordActivity(trx, issue, actorId, [{ verb: "deleted", field: "reaction", old_value: reaction, old_identifier: row.id }]);
  outbox.add(workItemExtraEvent("work_item_reaction", "deleted", row, actorId, { id: row.id, issue: issue.id, reaction, actor: actorId }));
}
