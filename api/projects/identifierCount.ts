import type { Knex } from "knex";
import { Project } from "../../db/models/Project.js";

/** How many projects of the workspace hold this identifier (identifiers are upper case, so any case matches). */
export function identifierCount(db: Knex, workspaceId: string, identifier: string): Promise<number> {
  return Project.query(db).where({ workspace_id: workspaceId, identifier: identifier.toUpperCase() }).resultSize();
}
