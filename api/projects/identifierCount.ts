import type { Knex } from "knex";
import { visibleProjectsQuery, type Viewer } from "../policies/projectVisibility.js";

/**
 * How many projects of the workspace that the viewer may see hold this identifier (identifiers are upper
 * case, so any case matches). Archived ones count, as their identifier stays taken; projects hidden from
 * the viewer never do, so the answer reveals nothing of a private project the viewer is not in.
 */
export function identifierCount(db: Knex, workspaceId: string, viewer: Viewer, identifier: string): Promise<number> {
  return visibleProjectsQuery(db, workspaceId, viewer, "any").where("projects.identifier", identifier.toUpperCase()).resultSize();
}
