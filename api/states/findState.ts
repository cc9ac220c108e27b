import type { Knex } from "knex";
import { z } from "zod";
import { State } from "../../db/models/State.js";
import { NotFoundError } from "../errors.js";

export const STATE_NOT_FOUND = "State not found";
const UUID = z.uuid();

/**
 * One editable state of the project: another project's state, the hidden triage state and a made-up or
 * malformed id are the same 404. `forUpdate` locks the row for the rest of the transaction.
 */
export async function findState(trx: Knex, projectId: string, stateId: string, options: { forUpdate?: boolean } = {}): Promise<State> {
  if (!UUID.safeParse(stateId).success) throw new NotFoundError(STATE_NOT_FOUND);
  const query = State.query(trx).where({ id: stateId, project_id: projectId, is_triage: false }).first();
  if (options.forUpdate) query.forUpdate();
  const state = await query;
  if (!state) throw new NotFoundError(STATE_NOT_FOUND);
  return state;
}
