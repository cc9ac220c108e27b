import { WorkspaceInvitation } from "../../db/models/WorkspaceInvitation.js";
import { randomToken, sha256 } from "../auth/tokens.js";
import { ValidationError } from "../errors.js";
import { domainEvent } from "../events/envelope.js";
import type { UnitOfWork } from "../events/unitOfWork.js";
import { toWorkspaceAdmins } from "../workspaces/adminAudience.js";
import { INVITATION_ALREADY_USED, lockInvitation } from "../workspaces/invitations.js";
import type { IssuedInvitation } from "./workspaceInvitationsCreate.js";

interface WorkspaceInvitationResendInput extends UnitOfWork {
  workspaceId: string;
  invitationId: string;
}

/**
 * Issues a new link for an invitation nobody has answered, to be mailed or handed over again. Only the
 * token's hash is kept, so an old link cannot be shown twice: a new token replaces it and the old link
 * stops working, which also retires a link that went astray.
 */
export async function workspaceInvitationResend({ trx, outbox, actor, workspaceId, invitationId }: WorkspaceInvitationResendInput): Promise<IssuedInvitation> {
  const invitation = await lockInvitation(trx, workspaceId, invitationId);
  if (invitation.responded_at) throw new ValidationError(INVITATION_ALREADY_USED);
  const token = randomToken();
  const renewed = await WorkspaceInvitation.query(trx).patchAndFetchById(invitation.id, { token_hash: sha256(token), updated_at: new Date() });
  renewed.invitedBy = invitation.invitedBy;
  const data = { id: renewed.id, email: renewed.email, workspace: workspaceId };
  outbox.add(domainEvent("workspace_invitation.resent", renewed, actor.id, data, await toWorkspaceAdmins(trx, workspaceId)));
  return { invitation: renewed, token };
}
