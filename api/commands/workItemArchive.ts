import { Issue } from "../../db/models/Issue.js";
import { domainEvent, toProject } from "../events/envelope.js";
import type { UnitOfWork } from "../events/unitOfWork.js";
import { recordActivityLines } from "../workItems/activity.js";
import { assertArchivable } from "../workItems/archivable.js";
import { presentWorkItems } from "../workItems/presentWorkItems.js";

interface WorkItemArchiveInput extends UnitOfWork {
  /** Locked in this transaction. */
  issues: readonly Issue[];
  /** The request field a refusal names ("issue_ids" in bulk, the path otherwise). */
  field: string;
}

/**
 * Archives finished work items together: all pass the state check or none changes. The items are live
 * (the write path refuses archived ones: they are read-only until restored). Each queues its
 * work_item.archived. Returns the archive time the request stamped.
 */
export async function workItemArchive({ trx, outbox, actor, issues, field }: WorkItemArchiveInput): Promise<Date> {
  await assertArchivable(trx, issues, field);
  const now = new Date();
  // One statement and one history insert for the whole request, whatever its number of items.
  const archived = await Issue.query(trx).whereIn("id", issues.map((item) => item.id)).patch({ archived_at: now, updated_by_id: actor.id, updated_at: now }).returning("*");
  // Plane's history values: new_value "manual_archive" marks a person's archive (automation writes "archive").
  await recordActivityLines(
    trx,
    actor.id,
    archived.map((issue) => ({ issue, entry: { verb: "updated", field: "archived_at", old_value: null, new_value: "manual_archive" } })),
  );
  // A draft is never archived (assertArchivable), so each archived item is news for its whole project.
  for (const row of await presentWorkItems(trx, archived)) outbox.add(domainEvent("work_item.archived", row, actor.id, row, toProject(row)));
  return now;
}
