import type { Knex } from "knex";
import { Label } from "../../db/models/Label.js";
import { effectiveProjectRole } from "../contract/projectRoles.js";
import { visibleProjectsQuery, type Viewer } from "../policies/projectVisibility.js";

/** Labels are listed by their sort order, then by name; the id keeps ties in one order between calls. */
function inListOrder(db: Knex) {
  return Label.query(db).orderBy("sort_order").orderBy("name").orderBy("id");
}

/** The labels of one project. */
export async function projectLabels(db: Knex, projectId: string): Promise<Label[]> {
  return inListOrder(db).where("project_id", projectId);
}

/**
 * The labels of every active project of the workspace the viewer holds a role in, in one query. Seeing a
 * public project is not enough: its labels are project content (SPEC.md section 6).
 */
export async function workspaceLabels(db: Knex, workspaceId: string, viewer: Viewer): Promise<Label[]> {
  const projectIds = visibleProjectsQuery(db, workspaceId, viewer, "active").clearSelect().select("projects.id");
  // A workspace admin holds a role in every project; anyone else only where they are a member.
  if (effectiveProjectRole(viewer.workspaceRole, null) === null) projectIds.whereNotNull("pm.id");
  return inListOrder(db).where("workspace_id", workspaceId).whereIn("project_id", projectIds);
}
