import type { Issue } from "../../db/models/Issue.js";
import type { IssueReaction } from "../../db/models/IssueReaction.js";
import { domainEvent, toWorkItemAudience } from "../events/envelope.js";
import type { UnitOfWork } from "../events/unitOfWork.js";
import { presentWorkItemReaction } from "../presenters/workItemReaction.js";
import { recordActivity } from "../workItems/activity.js";
import { insertReaction } from "../workItems/reactionRows.js";

interface WorkItemReactionCreateInput extends UnitOfWork {
  /** Locked in this transaction. */
  issue: Issue;
  reaction: string;
}

/** The actor's emoji on the item (a repeat is a 409), with its history line and work_item_reaction.created. */
export async function workItemReactionCreate({ trx, outbox, actor, issue, reaction }: WorkItemReactionCreateInput): Promise<IssueReaction> {
  const row = await insertReaction<IssueReaction>(trx, { table: "issue_reactions", targetId: issue.id, actorId: actor.id, reaction }, issue);
  await recordActivity(trx, issue, actor.id, [{ verb: "created", field: "reaction", new_value: reaction, new_identifier: row.id }]);
  outbox.add(domainEvent("work_item_reaction.created", row, actor.id, presentWorkItemReaction(row), toWorkItemAudience(issue)));
  return row;
}
