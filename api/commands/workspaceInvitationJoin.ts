import { User } from "../../db/models/User.js";
import { Workspace } from "../../db/models/Workspace.js";
import { normaliseEmail } from "../auth/emails.js";
import { safeEqual, sha256 } from "../auth/tokens.js";
import { ForbiddenError, NotFoundError, ValidationError } from "../errors.js";
import type { UnitOfWork } from "../events/unitOfWork.js";
import { INVITATION_ALREADY_USED, INVITATION_NOT_FOUND, lockInvitation } from "../workspaces/invitations.js";
import { workspaceInvitationRespond } from "./workspaceInvitationRespond.js";

interface WorkspaceInvitationJoinInput extends UnitOfWork {
  slug: string;
  invitationId: string;
  answer: { accepted: boolean; email?: string | undefined; token?: string | undefined };
}

/**
 * The emailed link's answer, and the in-app decline. The invitee is not a member yet, so this stands
 * outside the tenant wall: the invitation is found by id and slug together, and only the signed-in user
 * it was addressed to may answer it, once. Answers the workspace it leads to.
 */
export async function workspaceInvitationJoin({ trx, outbox, actor, slug, invitationId, answer }: WorkspaceInvitationJoinInput): Promise<Workspace> {
  const workspace = await Workspace.query(trx).where("slug", slug).first();
  if (!workspace) throw new NotFoundError(INVITATION_NOT_FOUND);
  const invitation = await lockInvitation(trx, workspace.id, invitationId);
  const invitee = await User.query(trx).findById(actor.id);
  if (!invitee || invitation.email !== invitee.email) throw new ForbiddenError("This invitation was sent to another email address");
  const tokenMatches = answer.token !== undefined && safeEqual(sha256(answer.token), invitation.token_hash);
  const emailMatches = answer.email === undefined || normaliseEmail(answer.email) === invitation.email;
  // Accepting needs the link's token; declining from the in-app list has none, but a wrong one is refused.
  if (!emailMatches || (answer.token === undefined ? answer.accepted : !tokenMatches)) {
    throw new ValidationError("Invalid or expired invitation");
  }
  if (invitation.responded_at) throw new ValidationError(INVITATION_ALREADY_USED);
  await workspaceInvitationRespond({ trx, outbox, actor, invitee, invitation, accepted: answer.accepted });
  return workspace;
}
