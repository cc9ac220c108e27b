import type { Knex } from "knex";
import { Project } from "../../db/models/Project.js";
import { NotFoundError } from "../errors.js";
import { PROJECT_NOT_FOUND, type ArchiveFilter } from "../policies/projectVisibility.js";

/**
 * Locks the project row for the rest of the transaction and reads it as it is now. The route found it
 * before the transaction began; one deleted, archived or restored since answers the same 404 the route's
 * scope would have.
 */
export async function lockProject(trx: Knex.Transaction, projectId: string, archive: ArchiveFilter): Promise<Project> {
  const project = await Project.query(trx).findById(projectId).forUpdate();
  const archived = Boolean(project?.archived_at);
  if (!project || (archive === "active" && archived) || (archive === "archived" && !archived)) throw new NotFoundError(PROJECT_NOT_FOUND);
  return project;
}
