import type { Knex } from "knex";
import { State } from "../../db/models/State.js";
import { findInScope } from "../findInScope.js";

export const STATE_NOT_FOUND = "State not found";

/**
 * One editable state of the project: another project's state, the hidden triage state and a made-up or
 * malformed id are the same 404. `forUpdate` locks the row for the rest of the transaction.
 */
export async function findState(trx: Knex, projectId: string, stateId: string, options: { forUpdate?: boolean } = {}): Promise<State> {
  return findInScope(stateId, STATE_NOT_FOUND, () => {
    const query = State.query(trx).where({ id: stateId, project_id: projectId, is_triage: false }).first();
    return options.forUpdate ? query.forUpdate() : query;
  });
}
