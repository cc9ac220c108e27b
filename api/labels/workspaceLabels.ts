import type { Knex } from "knex";
import { Label } from "../../db/models/Label.js";
import { effectiveProjectRole } from "../contract/projectRoles.js";
import { visibleProjectsQuery, type Viewer } from "../projects/visibility.js";

/**
 * The labels of every active project of the workspace the viewer holds a role in, in one query. Seeing a
 * public project is not enough: its labels are project content (SPEC.md section 6).
 */
export function workspaceLabelsQuery(db: Knex, workspaceId: string, viewer: Viewer) {
  const projectIds = visibleProjectsQuery(db, workspaceId, viewer, "active").clearSelect().select("projects.id");
  // A workspace admin holds a role in every project; anyone else only where they are a member.
  if (effectiveProjectRole(viewer.workspaceRole, null) === null) projectIds.whereNotNull("pm.id");
  return Label.query(db)
    .where("workspace_id", workspaceId)
    .whereIn("project_id", projectIds)
    .orderBy("sort_order")
    .orderBy("name")
    .orderBy("id");
}
