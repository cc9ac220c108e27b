import { Issue } from "../../db/models/Issue.js";
import { domainEvent, toWorkItemAudience } from "../events/envelope.js";
import type { UnitOfWork } from "../events/unitOfWork.js";
import { WorkItemNotifier } from "../notifications/workItemNotifier.js";

interface WorkItemsBulkDeleteInput extends UnitOfWork {
  /** Locked in this transaction. */
  issues: readonly Issue[];
}

/**
 * Deletes locked work items in one statement and queues one work_item.deleted per item, as the one-item
 * delete does; their notifications go with an announcement each, and each receiver's counts follow once.
 */
export async function workItemsBulkDelete({ trx, outbox, actor, issues }: WorkItemsBulkDeleteInput): Promise<void> {
  const notifier = new WorkItemNotifier({ trx, outbox, actor });
  await notifier.forget(issues.map((issue) => issue.id));
  await Issue.query(trx).whereIn("id", issues.map((issue) => issue.id)).delete();
  for (const issue of issues) outbox.add(domainEvent("work_item.deleted", issue, actor.id, { id: issue.id, project: issue.project_id }, toWorkItemAudience(issue)));
  await notifier.finish();
}
