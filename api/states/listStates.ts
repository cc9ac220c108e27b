import type { Knex } from "knex";
import { State } from "../../db/models/State.js";
import { stateOrderSql } from "./stateOrder.js";

/** The listed states of these projects in SPEC.md section 3's order; the triage state holds intake items and is never listed. */
export async function listStates(db: Knex, projectIds: readonly string[]): Promise<State[]> {
  return State.query(db)
    .whereIn("project_id", projectIds)
    .where("is_triage", false)
    .orderByRaw(...stateOrderSql("states"));
}
