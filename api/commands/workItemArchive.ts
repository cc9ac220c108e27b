import type { Knex } from "knex";
import { Issue } from "../../db/models/Issue.js";
import type { Outbox } from "../events/unitOfWork.js";
import { recordActivity, recordActivityLines } from "../workItems/activity.js";
import { assertArchivable } from "../workItems/archivable.js";
import { workItemEvent } from "../workItems/events.js";

interface ArchiveInput {
  trx: Knex.Transaction;
  outbox: Outbox;
  actorId: string;
  /** Read with FOR UPDATE in this transaction. */
  issues: readonly Issue[];
  /** The request field a refusal names ("issue_ids" in bulk, the path otherwise). */
  field: string;
}

/**
 * Archives finished work items together: all pass the state check or none changes. Items already archived
 * keep their date and get no history or event (archiving twice does nothing, as for modules in SPEC.md
 * section 4). Returns the archive time the request stamped.
 */
export async function workItemArchive({ trx, outbox, actorId, issues, field }: ArchiveInput): Promise<Date> {
  await assertArchivable(trx, issues, field);
  const now = new Date();
  const live = issues.filter((item) => item.archived_at === null).map((item) => item.id);
  if (live.length === 0) return now;
  // One statement and one history insert for the whole request, whatever its number of items.
  const updated = (await Issue.query(trx).whereIn("id", live).patch({ archived_at: now, updated_by_id: actorId, updated_at: now }).returning("*"));
  const byId = new Map(updated.map((issue) => [issue.id, issue]));
  const archived = live.map((id) => byId.get(id)).filter((issue): issue is Issue => issue !== undefined);
  // Plane's history values: new_value "manual_archive" marks a person's archive (automation writes "archive").
  await recordActivityLines(
    trx,
    actorId,
    archived.map((issue) => ({ issue, entry: { verb: "updated", field: "archived_at", old_value: null, new_value: "manual_archive" } })),
  );
  for (const issue of archived) outbox.add(workItemEvent("updated", issue, actorId, { archived_at: now.toISOString(), updated_at: now.toISOString() }));
  return now;
}

/** Brings an archived item back to the lists; restoring a live item does nothing. */
export async function workItemRestore({ trx, outbox, actorId, issue }: { trx: Knex.Transaction; outbox: Outbox; actorId: string; issue: Issue }): Promise<void> {
  if (issue.archived_at === null) return;
  const now = new Date();
  const updated = await Issue.query(trx).patchAndFetchById(issue.id, { archived_at: null, updated_by_id: actorId, updated_at: now });
  await recordActivity(trx, updated, actorId, [{ verb: "updated", field: "archived_at", old_value: "archive", new_value: "restore" }]);
  outbox.add(workItemEvent("updated", updated, actorId, { archived_at: null, updated_at: now.toISOString() }));
}
