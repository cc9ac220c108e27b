import { ValidationError } from "../errors.js";
import type { UnitOfWork } from "../events/unitOfWork.js";
import { assertAdminRemains, authorizeAdministerWorkspace, authorizeRemoveMember } from "../policies/workspace.js";
import { LAST_ADMIN_DEMOTE, lockForMembershipChange, otherActiveAdmins, workspaceMembershipOf } from "../workspaces/membershipChanges.js";
import { workspaceMemberDeactivate } from "./workspaceMemberDeactivate.js";

interface WorkspaceMemberRemoveInput extends UnitOfWork {
  workspaceId: string;
  membershipId: string;
}

/** An admin removes someone else from the workspace (oneself leaves instead). */
export async function workspaceMemberRemove({ trx, outbox, actor, workspaceId, membershipId }: WorkspaceMemberRemoveInput): Promise<void> {
  const own = await lockForMembershipChange(trx, workspaceId, actor.id);
  authorizeAdministerWorkspace(own.role);
  const target = await workspaceMembershipOf(trx, workspaceId, membershipId);
  if (target.id === own.id) throw new ValidationError("You cannot remove yourself: leave the workspace instead.");
  authorizeRemoveMember(own.role, target.role);
  assertAdminRemains(target.role, null, await otherActiveAdmins(trx, workspaceId, target.id), LAST_ADMIN_DEMOTE);
  await workspaceMemberDeactivate({ trx, outbox, actor, membership: target });
}
