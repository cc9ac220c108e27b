import type { ProjectMember } from "../../db/models/ProjectMember.js";
import type { Project } from "../../db/models/Project.js";
import { WorkspaceMember } from "../../db/models/WorkspaceMember.js";
import { canHoldProjectRole } from "../contract/projectRoles.js";
import { ROLE_NAMES, type Role } from "../contract/roles.js";
import type { UnitOfWork } from "../events/unitOfWork.js";
import { fieldError } from "../errors.js";
import { announceMembershipsCreated } from "../projects/memberEvents.js";
import { lockProjectForMembershipChange } from "../projects/membershipChanges.js";
import { upsertMemberships } from "../projects/upsertMemberships.js";

interface ProjectMembersAddInput extends UnitOfWork {
  project: Project;
  members: readonly { member_id: string; role: Role }[];
}

/**
 * Adds people to a project, or brings back and re-roles ones who left (SPEC.md section 6): each must be an
 * active member of the workspace, and the project role is never above their workspace role. All or nothing.
 */
export async function projectMembersAdd(uow: ProjectMembersAddInput): Promise<ProjectMember[]> {
  const { trx, project, members } = uow;
  await lockProjectForMembershipChange(trx, project.id);
  const workspaceRoles = new Map(
    (
      await WorkspaceMember.query(trx)
        .modify("active")
        .where("workspace_id", project.workspace_id)
        .whereIn("member_id", members.map((m) => m.member_id))
    ).map((membership) => [membership.member_id, membership.role]),
  );
  members.forEach((member, index) => {
    const workspaceRole = workspaceRoles.get(member.member_id);
    if (workspaceRole === undefined) {
      const path = `members.${index}.member_id`;
      throw fieldError(path, "is not a member of this workspace");
    }
    if (!canHoldProjectRole(workspaceRole, member.role)) {
      const path = `members.${index}.role`;
      const message = `cannot be above their workspace role (${ROLE_NAMES[workspaceRole as Role]})`;
      throw fieldError(path, message);
    }
  });
  const added = await upsertMemberships(
    trx,
    members.map((m) => ({ workspace_id: project.workspace_id, project_id: project.id, member_id: m.member_id, role: m.role })),
  );
  await announceMembershipsCreated(uow, added);
  return added;
}
