import type { Knex } from "knex";
import { Issue } from "../../db/models/Issue.js";
import type { Outbox } from "../events/unitOfWork.js";
import { workItemEvent } from "../workItems/events.js";

/** Deletes locked work items in one statement and queues one work_item.deleted per item, as the one-item delete does. */
export async function workItemsBulkDelete({ trx, outbox, actorId, issues }: { trx: Knex.Transaction; outbox: Outbox; actorId: string; issues: readonly Issue[] }): Promise<void> {
  await Issue.query(trx).whereIn("id", issues.map((issue) => issue.id)).delete();
  const now = new Date();
  for (const issue of issues) outbox.add(workItemEvent("deleted", { ...issue, updated_at: now } as Issue, actorId, { id: issue.id }));
}
