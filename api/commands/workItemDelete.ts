import { Issue } from "../../db/models/Issue.js";
import { domainEvent, toWorkItemAudience } from "../events/envelope.js";
import type { UnitOfWork } from "../events/unitOfWork.js";
import { WorkItemNotifier } from "../notifications/workItemNotifier.js";
import { authorizeDeleteWorkItem } from "../policies/workItem.js";

interface WorkItemDeleteInput extends UnitOfWork {
  /** Locked in this transaction. */
  issue: Issue;
  /** The actor's role in the item's project: deleting is for its admins and the item's creator. */
  role: number | null;
}

/**
 * Deletes a work item (its comments, links and the rest go with it by cascade) and queues work_item.deleted;
 * its notifications leave their receivers' inboxes with an announcement each.
 */
export async function workItemDelete({ trx, outbox, actor, issue, role }: WorkItemDeleteInput): Promise<void> {
  authorizeDeleteWorkItem(role, issue, actor.id);
  const notifier = new WorkItemNotifier({ trx, outbox, actor });
  await notifier.forget([issue.id]);
  await Issue.query(trx).deleteById(issue.id);
  outbox.add(domainEvent("work_item.deleted", issue, actor.id, { id: issue.id, project: issue.project_id }, toWorkItemAudience(issue)));
  await notifier.finish();
}
