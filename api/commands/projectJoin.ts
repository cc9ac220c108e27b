import type { UnitOfWork } from "../events/unitOfWork.js";
import { NotFoundError } from "../errors.js";
import { PROJECT_NOT_FOUND, toVisibleProject, visibleProjectsQuery, type VisibleProject } from "../policies/projectVisibility.js";
import { announceMembershipsCreated } from "../projects/memberEvents.js";
import { upsertMemberships } from "../projects/upsertMemberships.js";

interface ProjectJoinInput extends UnitOfWork {
  workspaceId: string;
  /** The actor's role in the workspace: what they see, and the role they join with. */
  workspaceRole: number;
  projectIds: readonly string[];
}

/**
 * Joins projects the caller can see (SPEC.md section 6: joining gives the workspace role). A hidden,
 * archived, foreign or made-up id refuses the whole request. Joining a project one is already in keeps
 * the role one has.
 */
export async function projectJoin(uow: ProjectJoinInput): Promise<VisibleProject[]> {
  const { trx, actor, workspaceId, workspaceRole, projectIds } = uow;
  const viewer = { userId: actor.id, workspaceRole };
  const rows = await visibleProjectsQuery(trx, workspaceId, viewer, "active").whereIn("projects.id", projectIds);
  if (rows.length !== projectIds.length) throw new NotFoundError(PROJECT_NOT_FOUND);
  const projects = rows.map((row) => toVisibleProject(row, viewer));
  const toJoin = projects.filter((visible) => visible.memberRole === null);
  if (toJoin.length > 0) {
    const memberships = toJoin.map(({ project }) => ({ workspace_id: workspaceId, project_id: project.id, member_id: actor.id, role: workspaceRole }));
    await announceMembershipsCreated(uow, await upsertMemberships(trx, memberships));
  }
  return projects.map((visible) => (visible.memberRole === null ? { ...visible, memberRole: workspaceRole, role: visible.role ?? workspaceRole } : visible));
}
