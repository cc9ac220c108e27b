import type { Knex } from "knex";
import type { Issue } from "../../db/models/Issue.js";
import type { ActivityVerb } from "../contract/workItems.js";

/** One line of a work item's history (SPEC.md section 3 "Activity"). */
export interface ActivityEntry {
  verb: ActivityVerb;
  field: string | null;
  old_value?: string | null;
  new_value?: string | null;
  old_identifier?: string | null;
  new_identifier?: string | null;
}

type ActivityIssue = Pick<Issue, "id" | "workspace_id" | "project_id">;

/** Writes the entries in the caller's transaction, so a change and its history commit or fail together. */
export async function recordActivity(trx: Knex, issue: ActivityIssue, actorId: string, entries: readonly ActivityEntry[]): Promise<void> {
  await recordActivityLines(
    trx,
    actorId,
    entries.map((entry) => ({ issue, entry })),
  );
}

/**
 * History lines of several work items (both ends of a relation, every item of a bulk archive) in one
 * insert, rather than one round trip per item.
 */
export async function recordActivityLines(trx: Knex, actorId: string, lines: readonly { issue: ActivityIssue; entry: ActivityEntry }[]): Promise<void> {
  if (lines.length === 0) return;
  await activityInsert(trx, actorId, lines);
}

/**
 * The insert of recordActivityLines() as a query not yet run (at least one line), so that the statement
 * making the change can carry it as a CTE (the work item update) and save a round trip to the database.
 */
export function activityInsert(trx: Knex, actorId: string, lines: readonly { issue: ActivityIssue; entry: ActivityEntry }[]): Knex.QueryBuilder {
  return trx("issue_activities").insert(
    lines.map(({ issue, entry }) => ({
      workspace_id: issue.workspace_id,
      project_id: issue.project_id,
      issue_id: issue.id,
      actor_id: actorId,
      verb: entry.verb,
      field: entry.field,
      old_value: entry.old_value ?? null,
      new_value: entry.new_value ?? null,
      old_identifier: entry.old_identifier ?? null,
      new_identifier: entry.new_identifier ?? null,
    })),
  );
}
