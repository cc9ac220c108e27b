import type { Knex } from "knex";
import { ProjectMember } from "../../db/models/ProjectMember.js";
import { NotFoundError } from "../errors.js";
import { PROJECT_NOT_FOUND, toVisibleProject, visibleProjectsQuery, type Viewer, type VisibleProject } from "../projects/visibility.js";

interface ProjectJoinInput {
  trx: Knex.Transaction;
  workspaceId: string;
  viewer: Viewer;
  projectIds: readonly string[];
}

/**
 * Joins projects the caller can see (SPEC.md section 6: joining gives the workspace role). A hidden,
 * archived, foreign or made-up id refuses the whole request. Joining a project one is already in keeps
 * the role one has.
 */
export async function projectJoin({ trx, workspaceId, viewer, projectIds }: ProjectJoinInput): Promise<VisibleProject[]> {
  const rows = await visibleProjectsQuery(trx, workspaceId, viewer, "active").whereIn("projects.id", projectIds);
  if (rows.length !== projectIds.length) throw new NotFoundError(PROJECT_NOT_FOUND);
  const projects = rows.map((row) => toVisibleProject(row, viewer));
  const toJoin = projects.filter((visible) => visible.memberRole === null);
  if (toJoin.length > 0) {
    const now = new Date();
    await ProjectMember.query(trx)
      .insert(
        toJoin.map(({ project }) => ({ workspace_id: workspaceId, project_id: project.id, member_id: viewer.userId, role: viewer.workspaceRole, is_active: true })),
      )
      .onConflict(["project_id", "member_id"])
      .merge({ role: viewer.workspaceRole, is_active: true, updated_at: now });
  }
  return projects.map((visible) => (visible.memberRole === null ? { ...visible, memberRole: viewer.workspaceRole, role: visible.role ?? viewer.workspaceRole } : visible));
}
