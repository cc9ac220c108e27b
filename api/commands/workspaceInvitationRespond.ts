import type { Knex } from "knex";
import { Profile } from "../../db/models/Profile.js";
import type { User } from "../../db/models/User.js";
import { WorkspaceInvitation } from "../../db/models/WorkspaceInvitation.js";
import { WorkspaceMember } from "../../db/models/WorkspaceMember.js";

interface WorkspaceInvitationRespondInput {
  trx: Knex.Transaction;
  user: User;
  /** An open invitation addressed to `user`, loaded in `trx` with FOR UPDATE so it is answered once. */
  invitation: WorkspaceInvitation;
  accepted: boolean;
}

/**
 * Answers an invitation. Accepting makes the user an active member with the invited role; a former
 * member comes back with that role, while someone already active keeps the role they have (a stale
 * invitation must not demote an admin). The first workspace joined becomes the user's last workspace.
 */
export async function workspaceInvitationRespond(input: WorkspaceInvitationRespondInput): Promise<WorkspaceInvitation> {
  const { trx, user, invitation, accepted } = input;
  const now = new Date();
  if (accepted) {
    const membership = await WorkspaceMember.query(trx)
      .where({ workspace_id: invitation.workspace_id, member_id: user.id })
      .forUpdate()
      .first();
    if (!membership) {
      await WorkspaceMember.query(trx).insert({
        workspace_id: invitation.workspace_id,
        member_id: user.id,
        role: invitation.role,
        is_active: true,
      });
    } else if (!membership.is_active) {
      await WorkspaceMember.query(trx).patchAndFetchById(membership.id, { is_active: true, role: invitation.role, updated_at: now });
    }
    await Profile.query(trx)
      .patch({ last_workspace_id: invitation.workspace_id, updated_at: now })
      .where("user_id", user.id)
      .whereNull("last_workspace_id");
  }
  return WorkspaceInvitation.query(trx).patchAndFetchById(invitation.id, { accepted, responded_at: now, updated_at: now });
}
