import type { Issue } from "../../db/models/Issue.js";
import type { IssueReaction } from "../../db/models/IssueReaction.js";
import { domainEvent, toWorkItemAudience } from "../events/envelope.js";
import type { UnitOfWork } from "../events/unitOfWork.js";
import { recordActivity } from "../workItems/activity.js";
import { deleteReaction } from "../workItems/reactionRows.js";

interface WorkItemReactionDeleteInput extends UnitOfWork {
  /** Locked in this transaction. */
  issue: Issue;
  reaction: string;
}

/** Takes back the actor's own emoji (anyone else's is a 404), with its history line and work_item_reaction.deleted. */
export async function workItemReactionDelete({ trx, outbox, actor, issue, reaction }: WorkItemReactionDeleteInput): Promise<void> {
  const row = await deleteReaction<IssueReaction>(trx, { table: "issue_reactions", targetId: issue.id, actorId: actor.id, reaction });
  await recordActivity(trx, issue, actor.id, [{ verb: "deleted", field: "reaction", old_value: reaction, old_identifier: row.id }]);
  // The emoji and whose it was ride along, so a client can take it off its tally without a refetch.
  outbox.add(domainEvent("work_item_reaction.deleted", row, actor.id, { id: row.id, issue: issue.id, reaction, actor: actor.id }, toWorkItemAudience(issue)));
}
