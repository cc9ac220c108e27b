import type { Knex } from "knex";
import { State } from "../../db/models/State.js";

/** SPEC.md section 3: states are listed by the fixed group order, then by sequence. */
const GROUP_ORDER = ["backlog", "unstarted", "started", "completed", "cancelled"];

/** The listed states of these projects; the triage state holds intake items and is never listed. */
export async function listStates(db: Knex, projectIds: readonly string[]): Promise<State[]> {
  return State.query(db)
    .whereIn("project_id", projectIds)
    .where("is_triage", false)
    .orderByRaw(`array_position(?::text[], "group")`, [GROUP_ORDER])
    .orderBy("sequence")
    .orderBy("id");
}
