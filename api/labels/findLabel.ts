import type { Knex } from "knex";
import { UniqueViolationError } from "objection";
import { Label } from "../../db/models/Label.js";
import { ConflictError } from "../errors.js";
import { findInScope } from "../findInScope.js";

export const LABEL_NOT_FOUND = "Label not found";
export const LABEL_NAME_TAKEN = "Label with this name already exists";

/**
 * One label of the project: another project's label and a made-up or malformed id are the same 404.
 * `forUpdate` locks the row for the rest of the transaction.
 */
export async function findLabel(trx: Knex, projectId: string, labelId: string, options: { forUpdate?: boolean } = {}): Promise<Label> {
  return findInScope(labelId, LABEL_NOT_FOUND, () => {
    const query = Label.query(trx).where({ id: labelId, project_id: projectId }).first();
    return options.forUpdate ? query.forUpdate() : query;
  });
}

/** A taken name is found by the unique index (project_id, name): checking first would race. */
export function labelConflict(error: unknown): never {
  if (error instanceof UniqueViolationError) throw new ConflictError(LABEL_NAME_TAKEN);
  throw error;
}
