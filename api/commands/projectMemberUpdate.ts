import type { Knex } from "knex";
import { ProjectMember } from "../../db/models/ProjectMember.js";
import type { Project } from "../../db/models/Project.js";
import { WorkspaceMember } from "../../db/models/WorkspaceMember.js";
import { canHoldProjectRole } from "../contract/projectRoles.js";
import { changedFields, domainEvent, toProject } from "../events/envelope.js";
import type { UnitOfWork } from "../events/unitOfWork.js";
import { fieldError, NotFoundError, ValidationError } from "../errors.js";
import {
  assertProjectAdminRemains,
  LAST_ADMIN_DEMOTE,
  lockProjectForMembershipChange,
  PROJECT_MEMBER_NOT_FOUND,
  projectMembershipOf,
} from "../projects/membershipChanges.js";
import { withPeople } from "../projects/presentMemberships.js";
import { presentProjectMember } from "../presenters/projectMember.js";

interface ProjectMemberUpdateInput extends UnitOfWork {
  project: Project;
  membershipId: string;
  role: number;
}

/** Changes someone else's project role, never above their workspace role, never leaving the project without an admin. */
export async function projectMemberUpdate({ trx, outbox, actor, project, membershipId, role }: ProjectMemberUpdateInput): Promise<ProjectMember> {
  await lockProjectForMembershipChange(trx, project.id);
  const before = await projectMembershipOf(trx, project.id, membershipId);
  if (before.member_id === actor.id) throw new ValidationError("You cannot change your own role.");
  if (!canHoldProjectRole(await requireWorkspaceRoleOf(trx, project.workspace_id, before.member_id), role)) {
    throw fieldError("role", "cannot be above their workspace role");
  }
  await assertProjectAdminRemains(trx, before, role, LAST_ADMIN_DEMOTE);
  const after = await ProjectMember.query(trx).patchAndFetchById(before.id, { role, updated_at: new Date() });
  const [person] = await withPeople(trx, [after]);
  if (!person) throw new Error("unreachable: a membership's person is kept by its foreign key");
  const data = changedFields(presentProjectMember(before, person.user), presentProjectMember(after, person.user));
  outbox.add(domainEvent("project_member.updated", after, actor.id, data, toProject(after)));
  return after;
}

/** The workspace role of someone holding a project membership (workspace removal ends those, so it exists). */
async function requireWorkspaceRoleOf(trx: Knex, workspaceId: string, userId: string): Promise<number> {
  const membership = await WorkspaceMember.query(trx).modify("active").where({ workspace_id: workspaceId, member_id: userId }).first();
  if (!membership) throw new NotFoundError(PROJECT_MEMBER_NOT_FOUND);
  return membership.role;
}
