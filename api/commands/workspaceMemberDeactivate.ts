import { Profile } from "../../db/models/Profile.js";
import { WorkspaceMember } from "../../db/models/WorkspaceMember.js";
import { domainEvent, toWorkspace } from "../events/envelope.js";
import type { UnitOfWork } from "../events/unitOfWork.js";
import { endProjectMemberships } from "../workspaces/projectMembershipCascade.js";

interface WorkspaceMemberDeactivateInput extends UnitOfWork {
  /** An active membership, read under the workspace lock of lockForMembershipChange(). */
  membership: WorkspaceMember;
}

/**
 * Removes someone from a workspace (removal by an admin, or leaving). Soft, as Plane does it: the row
 * stays, so that an invitation can reactivate it, but the tenant wall closes at once. The workspace stops
 * being the person's current one, and their project memberships there end with it.
 */
export async function workspaceMemberDeactivate({ trx, outbox, actor, membership }: WorkspaceMemberDeactivateInput): Promise<void> {
  const now = new Date();
  const { workspace_id: workspaceId, member_id: memberId } = membership;
  await WorkspaceMember.query(trx).patch({ is_active: false, updated_at: now }).where("id", membership.id);
  await endProjectMemberships({ trx, outbox, actor }, workspaceId, memberId);
  await Profile.query(trx).patch({ last_workspace_id: null, updated_at: now }).where({ user_id: memberId, last_workspace_id: workspaceId });
  outbox.add(domainEvent("workspace_member.deleted", membership, actor.id, { id: membership.id, workspace: workspaceId }, toWorkspace(workspaceId)));
}
