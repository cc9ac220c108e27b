import { WorkspaceMember } from "../../db/models/WorkspaceMember.js";
import type { WorkspaceMemberShape } from "../contract/workspaceShapes.js";
import { ValidationError } from "../errors.js";
import { changedFields, domainEvent, toWorkspace } from "../events/envelope.js";
import type { UnitOfWork } from "../events/unitOfWork.js";
import { assertAdminRemains, authorizeAdministerWorkspace, authorizeChangeRole } from "../policies/workspace.js";
import { presentWorkspaceMember } from "../presenters/workspaceMember.js";
import { LAST_ADMIN_DEMOTE, lockForMembershipChange, otherActiveAdmins, workspaceMembershipOf } from "../workspaces/membershipChanges.js";
import { lowerProjectRoles } from "../workspaces/projectMembershipCascade.js";

interface WorkspaceMemberUpdateInput extends UnitOfWork {
  workspaceId: string;
  membershipId: string;
  role: number;
}

/** Changes someone else's workspace role; a demotion lowers their project roles with it (SPEC.md section 6). */
export async function workspaceMemberUpdate({ trx, outbox, actor, workspaceId, membershipId, role }: WorkspaceMemberUpdateInput): Promise<WorkspaceMemberShape> {
  const own = await lockForMembershipChange(trx, workspaceId, actor.id);
  authorizeAdministerWorkspace(own.role);
  const target = await workspaceMembershipOf(trx, workspaceId, membershipId);
  if (target.id === own.id) throw new ValidationError("You cannot change your own role.");
  authorizeChangeRole(own.role, target.role, role);
  assertAdminRemains(target.role, role, await otherActiveAdmins(trx, workspaceId, target.id), LAST_ADMIN_DEMOTE);
  await lowerProjectRoles({ trx, outbox, actor }, workspaceId, target.member, role);
  const updated = await WorkspaceMember.query(trx).patchAndFetchById(target.id, { role, updated_at: new Date() });
  const before = presentWorkspaceMember(target, target.member);
  const after = presentWorkspaceMember(updated, target.member);
  outbox.add(domainEvent("workspace_member.updated", updated, actor.id, changedFields(before, after), toWorkspace(workspaceId)));
  return after;
}
