import type { UnitOfWork } from "../events/unitOfWork.js";
import { assertAdminRemains } from "../policies/workspace.js";
import { LAST_ADMIN_LEAVE, lockForMembershipChange, otherActiveAdmins } from "../workspaces/membershipChanges.js";
import { workspaceMemberDeactivate } from "./workspaceMemberDeactivate.js";

interface WorkspaceMemberLeaveInput extends UnitOfWork {
  workspaceId: string;
}

/** The actor leaves the workspace; its last admin may not. */
export async function workspaceMemberLeave({ trx, outbox, actor, workspaceId }: WorkspaceMemberLeaveInput): Promise<void> {
  const own = await lockForMembershipChange(trx, workspaceId, actor.id);
  assertAdminRemains(own.role, null, await otherActiveAdmins(trx, workspaceId, own.id), LAST_ADMIN_LEAVE);
  await workspaceMemberDeactivate({ trx, outbox, actor, membership: own });
}
