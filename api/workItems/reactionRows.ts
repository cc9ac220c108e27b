import type { Knex } from "knex";
import { ConflictError, NotFoundError } from "../errors.js";

/** Plane's wording; Cairn answers it with 409 (a conflict with what is stored) where Plane says 400. */
const REACTION_EXISTS = "Reaction already exists for the user";
const REACTION_NOT_FOUND = "Reaction not found";

/** The two reaction tables and the column naming what each reacts to. */
const TARGET_COLUMN = { issue_reactions: "issue_id", comment_reactions: "comment_id" } as const;

/** One person's emoji on one work item or comment: the unique key of both tables. */
export interface ReactionKey {
  table: keyof typeof TARGET_COLUMN;
  targetId: string;
  actorId: string;
  reaction: string;
}

function keyColumns({ table, targetId, actorId, reaction }: ReactionKey) {
  return { [TARGET_COLUMN[table]]: targetId, actor_id: actorId, reaction };
}

/** Stores the reaction in the scope (workspace, project) of what it is on and returns its row; a repeat is a 409 and writes nothing. */
export async function insertReaction<Row>(trx: Knex, key: ReactionKey, scope: { workspace_id: string; project_id: string }): Promise<Row> {
  const [row] = (await trx(key.table)
    .insert({ workspace_id: scope.workspace_id, project_id: scope.project_id, ...keyColumns(key) })
    .onConflict([TARGET_COLUMN[key.table], "actor_id", "reaction"])
    .ignore()
    .returning("*")) as Row[];
  if (!row) throw new ConflictError(REACTION_EXISTS);
  return row;
}

/** Removes the caller's own reaction and returns its row; someone else's is not theirs to find (404). */
export async function deleteReaction<Row>(trx: Knex, key: ReactionKey): Promise<Row> {
  const [row] = (await trx(key.table).where(keyColumns(key)).delete().returning("*")) as Row[];
  if (!row) throw new NotFoundError(REACTION_NOT_FOUND);
  return row;
}
