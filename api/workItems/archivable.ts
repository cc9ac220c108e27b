import type { Knex } from "knex";
import type { Issue } from "../../db/models/Issue.js";
import { State } from "../../db/models/State.js";
import { ConflictError, ValidationError } from "../errors.js";

/** Plane's own wording (apps/api/plane/app/views/issue/archive.py), which its web app shows as is. */
const ARCHIVE_STATE_MESSAGE = "Can only archive completed or cancelled state group issue";
const ARCHIVE_DRAFT_MESSAGE = "A draft work item cannot be archived";
const ARCHIVABLE_GROUPS = new Set(["completed", "cancelled"]);

/**
 * Refuses (400 on `field`) when any item is a draft or sits outside the completed and cancelled state
 * groups: only finished work leaves the list (SPEC.md section 4). Checked for all before any is changed.
 */
export async function assertArchivable(trx: Knex, issues: readonly Issue[], field: string): Promise<void> {
  const stateIds = [...new Set(issues.map((issue) => issue.state_id).filter((id): id is string => id !== null))];
  const groups = new Map((await State.query(trx).whereIn("id", stateIds)).map((state) => [state.id, state.group]));
  for (const issue of issues) {
    const message = issue.is_draft ? ARCHIVE_DRAFT_MESSAGE : ARCHIVABLE_GROUPS.has(groups.get(issue.state_id ?? "") ?? "") ? null : ARCHIVE_STATE_MESSAGE;
    if (message) throw new ValidationError(message, [{ path: field, message }]);
  }
}

/** What every refused write on an archived item says: why, and the one way forward. */
export const ARCHIVED_READ_ONLY = "This work item is archived, so it cannot be changed. Restore it to make changes.";

/**
 * Archived work items are read-only until restored (only restore and delete reach them): a write that
 * names one, as its own item or as the other end of a relation or a parent, is a 409 before anything
 * changes. `named` says how the refusal names the items other than the route's own ("WEB-3").
 */
export function assertLive(issues: readonly Pick<Issue, "archived_at" | "sequence_id">[], named?: { identifier: string }): void {
  const archived = issues.filter((issue) => issue.archived_at !== null);
  if (archived.length === 0) return;
  if (!named) throw new ConflictError(ARCHIVED_READ_ONLY);
  const keys = archived.map((issue) => `${named.identifier}-${issue.sequence_id}`).join(", ");
  const [verb, them] = archived.length === 1 ? ["is", "it"] : ["are", "them"];
  throw new ConflictError(`${keys} ${verb} archived, and archived work items cannot be changed. Restore ${them} to make changes.`);
}
