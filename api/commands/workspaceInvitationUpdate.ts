import { WorkspaceInvitation } from "../../db/models/WorkspaceInvitation.js";
import type { InvitationShape } from "../contract/workspaceShapes.js";
import { ValidationError } from "../errors.js";
import { changedFields, domainEvent } from "../events/envelope.js";
import type { UnitOfWork } from "../events/unitOfWork.js";
import { presentInvitation } from "../presenters/workspaceInvitation.js";
import { toWorkspaceAdmins } from "../workspaces/adminAudience.js";
import { INVITATION_ALREADY_USED, lockInvitation } from "../workspaces/invitations.js";

interface WorkspaceInvitationUpdateInput extends UnitOfWork {
  workspaceId: string;
  invitationId: string;
  role: number;
}

/** Re-roles an invitation nobody has answered yet. */
export async function workspaceInvitationUpdate({ trx, outbox, actor, workspaceId, invitationId, role }: WorkspaceInvitationUpdateInput): Promise<InvitationShape> {
  const invitation = await lockInvitation(trx, workspaceId, invitationId);
  if (invitation.responded_at) throw new ValidationError(INVITATION_ALREADY_USED);
  const updated = await WorkspaceInvitation.query(trx).patchAndFetchById(invitation.id, { role, updated_at: new Date() });
  updated.invitedBy = invitation.invitedBy;
  const after = presentInvitation(updated);
  const data = changedFields(presentInvitation(invitation), after);
  outbox.add(domainEvent("workspace_invitation.updated", updated, actor.id, data, await toWorkspaceAdmins(trx, workspaceId)));
  return after;
}
