import type { Knex } from "knex";
import { State } from "../../db/models/State.js";
import { findState } from "../states/findState.js";

/**
 * Makes one state the project's default and clears the previous one (SPEC.md section 4). The project's
 * states are locked first so two concurrent moves queue up instead of colliding on the
 * one-default-per-project index.
 */
export async function stateMarkDefault(trx: Knex.Transaction, projectId: string, stateId: string): Promise<void> {
  await State.query(trx).select("id").where("project_id", projectId).orderBy("id").forUpdate();
  const state = await findState(trx, projectId, stateId);
  if (state.is_default) return;
  await State.query(trx).patch({ is_default: false, updated_at: new Date() }).where({ project_id: projectId, is_default: true });
  await State.query(trx).patch({ is_default: true, updated_at: new Date() }).where("id", state.id);
}
