import type { Knex } from "knex";
import type { Issue } from "../../db/models/Issue.js";
import { State } from "../../db/models/State.js";
import { ValidationError } from "../errors.js";

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
