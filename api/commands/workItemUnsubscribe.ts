import type { Issue } from "../../db/models/Issue.js";
import type { IssueSubscriber } from "../../db/models/IssueSubscriber.js";
import { domainEvent, toUsers } from "../events/envelope.js";
import type { UnitOfWork } from "../events/unitOfWork.js";

interface WorkItemUnsubscribeInput extends UnitOfWork {
  /** Locked in this transaction. */
  issue: Issue;
}

/** The actor stops following the item; idempotent: when not subscribed nothing changes and nothing is announced. */
export async function workItemUnsubscribe({ trx, outbox, actor, issue }: WorkItemUnsubscribeInput): Promise<void> {
  const [row] = (await trx("issue_subscribers").where({ issue_id: issue.id, subscriber_id: actor.id }).delete().returning("*")) as IssueSubscriber[];
  if (row) outbox.add(domainEvent("work_item_subscription.deleted", row, actor.id, { id: row.id, issue: issue.id }, toUsers(row.workspace_id, [actor.id])));
}
