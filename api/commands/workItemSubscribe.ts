import type { Issue } from "../../db/models/Issue.js";
import type { UnitOfWork } from "../events/unitOfWork.js";
import { follow } from "../workItems/subscriptions.js";

interface WorkItemSubscribeInput extends UnitOfWork {
  /** The items to follow, locked in this transaction. */
  issues: readonly Issue[];
}

/**
 * The actor follows the items: idempotent, in one insert however many items. Following is personal
 * bookkeeping, so it writes no history line (as in Plane); each new subscription still queues
 * work_item_subscription.created, to the subscriber alone. Answers how many subscriptions were made now
 * (those that already existed are skipped and announce nothing).
 */
export async function workItemSubscribe({ trx, outbox, actor, issues }: WorkItemSubscribeInput): Promise<number> {
  return (await follow(trx, outbox, actor.id, issues.map((issue) => ({ issue, userId: actor.id })))).length;
}
