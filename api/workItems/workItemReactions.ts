import type { Knex } from "knex";
import type { Issue } from "../../db/models/Issue.js";
import { IssueReaction } from "../../db/models/IssueReaction.js";
import type { Outbox } from "../events/unitOfWork.js";
import { presentWorkItemReaction } from "../presenters/workItemReaction.js";
import { recordActivity } from "./activity.js";
import { workItemExtraEvent } from "./extraEvents.js";
import { deleteReaction, insertReaction } from "./reactionRows.js";

/** Reactions on the work item itself, stored and answered as those on its comments (reactionRows.ts). */

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

/** The caller's emoji on the item. */
export async function workItemReactionCreate({ trx, outbox, actorId, issue }: ReactionWrite, reaction: string): Promise<IssueReaction> {
  const row = await insertReaction<IssueReaction>(trx, { table: "issue_reactions", targetId: issue.id, actorId, reaction }, issue);
  await recordActivity(trx, issue, actorId, [{ verb: "created", field: "reaction", new_value: reaction, new_identifier: row.id }]);
  outbox.add(workItemExtraEvent("work_item_reaction", "created", row, actorId, presentWorkItemReaction(row)));
  return row;
}

/** Only the caller's own reaction can be taken back. */
export async function workItemReactionDelete({ trx, outbox, actorId, issue }: ReactionWrite, reaction: string): Promise<void> {
  const row = await deleteReaction<IssueReaction>(trx, { table: "issue_reactions", targetId: issue.id, actorId, reaction });
  await recordActivity(trx, issue, actorId, [{ verb: "deleted", field: "reaction", old_value: reaction, old_identifier: row.id }]);
  outbox.add(workItemExtraEvent("work_item_reaction", "deleted", row, actorId, { id: row.id, issue: issue.id, reaction, actor: actorId }));
}
