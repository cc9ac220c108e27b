import { Profile } from "../../db/models/Profile.js";
import type { User } from "../../db/models/User.js";
import { WorkspaceInvitation } from "../../db/models/WorkspaceInvitation.js";
import { WorkspaceMember } from "../../db/models/WorkspaceMember.js";
import { changedFields, domainEvent, toWorkspace } from "../events/envelope.js";
import type { UnitOfWork } from "../events/unitOfWork.js";
import { presentInvitation } from "../presenters/workspaceInvitation.js";
import { presentWorkspaceMember } from "../presenters/workspaceMember.js";
import { toWorkspaceAdmins } from "../workspaces/adminAudience.js";

interface WorkspaceInvitationRespondInput extends UnitOfWork {
  /** The actor's own account: the invitation is addressed to its email. */
  invitee: User;
  /** An open invitation addressed to `invitee`, loaded in `trx` with FOR UPDATE so it is answered once. */
  invitation: WorkspaceInvitation;
  accepted: boolean;
}

/**
 * Joins the workspace as the invitation says: a newcomer becomes an active member with the invited role
 * and a former member comes back with it; either way the workspace hears of a new member. Someone already
 * active keeps the role they have (a stale invitation must not demote an admin), and nothing is announced.
 */
async function join({ trx, outbox, actor, invitee, invitation }: WorkspaceInvitationRespondInput, now: Date): Promise<void> {
  const existing = await WorkspaceMember.query(trx).where({ workspace_id: invitation.workspace_id, member_id: invitee.id }).forUpdate().first();
  if (existing?.is_active) return;
  const membership = existing
    ? await WorkspaceMember.query(trx).patchAndFetchById(existing.id, { is_active: true, role: invitation.role, updated_at: now })
    : await WorkspaceMember.query(trx).insertAndFetch({ workspace_id: invitation.workspace_id, member_id: invitee.id, role: invitation.role, is_active: true });
  outbox.add(domainEvent("workspace_member.created", membership, actor.id, presentWorkspaceMember(membership, invitee), toWorkspace(membership.workspace_id)));
}

/** Answers an invitation. The first workspace joined becomes the invitee's last workspace. */
export async function workspaceInvitationRespond(input: WorkspaceInvitationRespondInput): Promise<WorkspaceInvitation> {
  const { trx, outbox, actor, invitee, invitation, accepted } = input;
  const now = new Date();
  if (accepted) {
    await join(input, now);
    await Profile.query(trx).patch({ last_workspace_id: invitation.workspace_id, updated_at: now }).where("user_id", invitee.id).whereNull("last_workspace_id");
  }
  const answered = await WorkspaceInvitation.query(trx).patchAndFetchById(invitation.id, { accepted, responded_at: now, updated_at: now });
  answered.invitedBy = invitation.invitedBy;
  const data = changedFields(presentInvitation(invitation), presentInvitation(answered));
  outbox.add(domainEvent("workspace_invitation.updated", answered, actor.id, data, await toWorkspaceAdmins(trx, invitation.workspace_id)));
  return answered;
}
