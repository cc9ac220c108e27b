import { User } from "../../db/models/User.js";
import { Workspace } from "../../db/models/Workspace.js";
import { WorkspaceInvitation } from "../../db/models/WorkspaceInvitation.js";
import { ForbiddenError, NotFoundError } from "../errors.js";
import type { UnitOfWork } from "../events/unitOfWork.js";
import { INVITATION_NOT_FOUND } from "../workspaces/invitations.js";
import { workspaceInvitationRespond } from "./workspaceInvitationRespond.js";

interface WorkspaceInvitationsAcceptInput extends UnitOfWork {
  invitationIds: readonly string[];
}

export const EMAIL_NOT_VERIFIED = "Verify your email address to accept invitations from this list, or open the invitation's link";

/**
 * Accepts, from the invitee's own list, the open invitations among `invitationIds` addressed to the
 * actor, all or none; ids addressed to others are ignored. No token is needed, but the signed-in email is
 * proof only once the account has shown it owns the inbox (a magic code, or the verification code):
 * anyone can sign up with a password under an address that is not theirs. Answers the workspaces joined.
 */
export async function workspaceInvitationsAccept({ trx, outbox, actor, invitationIds }: WorkspaceInvitationsAcceptInput): Promise<Workspace[]> {
  const invitee = await User.query(trx).findById(actor.id);
  if (!invitee) throw new NotFoundError(INVITATION_NOT_FOUND);
  if (!invitee.is_email_verified) throw new ForbiddenError(EMAIL_NOT_VERIFIED);
  const invitations = await WorkspaceInvitation.query(trx)
    .modify("open")
    .whereIn("id", invitationIds)
    .where("email", invitee.email)
    .withGraphFetched("invitedBy")
    .orderBy("created_at")
    .forUpdate();
  if (invitations.length === 0) throw new NotFoundError(INVITATION_NOT_FOUND);
  for (const invitation of invitations) await workspaceInvitationRespond({ trx, outbox, actor, invitee, invitation, accepted: true });
  return Workspace.query(trx)
    .whereIn("id", invitations.map((invitation) => invitation.workspace_id))
    .orderBy("name");
}
