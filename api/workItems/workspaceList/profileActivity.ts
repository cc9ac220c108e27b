import type { Knex } from "knex";
import { IssueActivity } from "../../../db/models/IssueActivity.js";
import type { ProfileActivityShape } from "../../contract/profileShapes.js";
import { presentProfileActivity } from "../../presenters/profileActivity.js";
import { loadActors } from "../actors.js";
import { envelope } from "../list/envelope.js";

/**
 * Lines a profile leaves out: reactions are not work, and a draft's conversion belongs to the draft,
 * which was its writer's alone.
 */
const UNLISTED_FIELDS = ["reaction", "is_draft"];

interface ProfileActivityInput {
  workspaceId: string;
  /** The projects the caller can read: a line is listed by where its item is now. */
  projectIds: readonly string[];
  userId: string;
  perPage: number;
  page: number;
}

type ActivityRow = IssueActivity & { issue_name: string; issue_sequence_id: number; item_project_id: string; project_identifier: string; project_name: string };

/**
 * GET .../user-activity/{userId}/: what the person did to live or archived items of the readable
 * projects, newest first, a page at a time in Plane's envelope. A line about an item that is a draft
 * now is left out, as the draft is.
 */
export async function listProfileActivity(db: Knex, { workspaceId, projectIds, userId, perPage, page }: ProfileActivityInput) {
  const base = IssueActivity.query(db)
    .alias("a")
    .join("issues as i", "i.id", "a.issue_id")
    .join("projects as p", "p.id", "i.project_id")
    .where("a.workspace_id", workspaceId)
    .whereIn("i.project_id", projectIds)
    .where("a.actor_id", userId)
    .where("i.is_draft", false)
    .where((field) => field.whereNull("a.field").orWhereNotIn("a.field", UNLISTED_FIELDS));
  const [rows, total] = await Promise.all([
    base
      .clone()
      .select("a.*", { issue_name: "i.name", issue_sequence_id: "i.sequence_id", item_project_id: "p.id", project_identifier: "p.identifier", project_name: "p.name" })
      .orderBy("a.created_at", "desc")
      .orderBy("a.id", "desc")
      .limit(perPage)
      .offset(page * perPage) as unknown as Promise<ActivityRow[]>,
    base.clone().resultSize(),
  ]);
  const actorOf = await loadActors(db, rows.map((row) => row.actor_id));
  const results: ProfileActivityShape[] = rows.map((row) =>
    presentProfileActivity(row, actorOf(row.actor_id), { id: row.issue_id, name: row.issue_name, sequence_id: row.issue_sequence_id }, { id: row.item_project_id, identifier: row.project_identifier, name: row.project_name }),
  );
  return envelope({ perPage, page }, { results, count: results.length, total, largestGroup: total, groupedBy: null, subGroupedBy: null });
}
