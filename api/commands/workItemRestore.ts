import { Issue } from "../../db/models/Issue.js";
import { domainEvent, toWorkItemAudience } from "../events/envelope.js";
import type { UnitOfWork } from "../events/unitOfWork.js";
import { recordActivity } from "../workItems/activity.js";
import { presentListedWorkItem } from "../workItems/presentWorkItems.js";

interface WorkItemRestoreInput extends UnitOfWork {
  /** Locked in this transaction. */
  issue: Issue;
}

/** Brings an archived item back to the lists and queues work_item.restored; restoring a live item does nothing. */
export async function workItemRestore({ trx, outbox, actor, issue }: WorkItemRestoreInput): Promise<void> {
  if (issue.archived_at === null) return;
  const updated = await Issue.query(trx).patchAndFetchById(issue.id, { archived_at: null, updated_by_id: actor.id, updated_at: new Date() });
  await recordActivity(trx, updated, actor.id, [{ verb: "updated", field: "archived_at", old_value: "archive", new_value: "restore" }]);
  outbox.add(domainEvent("work_item.restored", updated, actor.id, await presentListedWorkItem(trx, updated), toWorkItemAudience(updated)));
}
