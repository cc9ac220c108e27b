import type { Issue } from "../../db/models/Issue.js";
import type { IssueSubscriber } from "../../db/models/IssueSubscriber.js";
import { domainEvent, toUsers } from "../events/envelope.js";
import type { UnitOfWork } from "../events/unitOfWork.js";
import { presentWorkItemSubscription } from "../presenters/workItemSubscription.js";

interface WorkItemSubscribeInput extends UnitOfWork {
  /** The items to follow, locked in this transaction. */
  issues: readonly Issue[];
}

/**
 * The actor follows the items: idempotent, in one insert however many items. Following is personal
 * bookkeeping, so it writes no history line (as in Plane); each new subscription still queues
 * work_item_subscription.created, to the subscriber alone, so their other tabs can follow. Answers how
 * many subscriptions were made now (those that already existed are skipped and announce nothing).
 */
export async function workItemSubscribe({ trx, outbox, actor, issues }: WorkItemSubscribeInput): Promise<number> {
  if (issues.length === 0) return 0;
  const rows = (await trx("issue_subscribers")
    .insert(issues.map((issue) => ({ workspace_id: issue.workspace_id, project_id: issue.project_id, issue_id: issue.id, subscriber_id: actor.id })))
    .onConflict(["issue_id", "subscriber_id"])
    .ignore()
    .returning("*")) as IssueSubscriber[];
  for (const row of rows) {
    outbox.add(domainEvent("work_item_subscription.created", row, actor.id, presentWorkItemSubscription(row), toUsers(row.workspace_id, [actor.id])));
  }
  return rows.length;
}
