import { Issue } from "../../db/models/Issue.js";
import { domainEvent, toWorkItemAudience } from "../events/envelope.js";
import type { UnitOfWork } from "../events/unitOfWork.js";

interface WorkItemsBulkDeleteInput extends UnitOfWork {
  /** Locked in this transaction. */
  issues: readonly Issue[];
}

/** Deletes locked work items in one statement and queues one work_item.deleted per item, as the one-item delete does. */
export async function workItemsBulkDelete({ trx, outbox, actor, issues }: WorkItemsBulkDeleteInput): Promise<void> {
  await Issue.query(trx).whereIn("id", issues.map((issue) => issue.id)).delete();
  for (const issue of issues) outbox.add(domainEvent("work_item.deleted", issue, actor.id, { id: issue.id, project: issue.project_id }, toWorkItemAudience(issue)));
}
