import type { Knex } from "knex";
import { Issue } from "../../db/models/Issue.js";
import { canReadProjectContent } from "../contract/projectRoles.js";
import { withinScope } from "./find.js";
import { toVisibleProject, visibleProjectsQuery, type Viewer } from "../policies/projectVisibility.js";

/**
 * The work item behind IDENT-seq in this workspace, or undefined when the project is hidden from the
 * viewer, unreadable to them, or holds no such item (someone else's draft is none): the caller answers all of these alike.
 */
export async function findWorkItemByKey(db: Knex, workspaceId: string, viewer: Viewer, key: { identifier: string; sequenceId: number }): Promise<Issue | undefined> {
  const row = await visibleProjectsQuery(db, workspaceId, viewer, "active").where("projects.identifier", key.identifier).first();
  const project = row ? toVisibleProject(row, viewer) : null;
  if (!project || !canReadProjectContent(project.role)) return undefined;
  return withinScope(Issue.query(db).findOne({ sequence_id: key.sequenceId }), { projectId: project.project.id, viewerId: viewer.userId });
}
