import { WorkspaceInvitation } from "../../db/models/WorkspaceInvitation.js";
import { NotFoundError } from "../errors.js";
import { domainEvent } from "../events/envelope.js";
import type { UnitOfWork } from "../events/unitOfWork.js";
import { toWorkspaceAdmins } from "../workspaces/adminAudience.js";
import { INVITATION_NOT_FOUND } from "../workspaces/invitations.js";

interface WorkspaceInvitationDeleteInput extends UnitOfWork {
  workspaceId: string;
  invitationId: string;
}

/** Revokes an invitation, answered or not: its link stops working. */
export async function workspaceInvitationDelete({ trx, outbox, actor, workspaceId, invitationId }: WorkspaceInvitationDeleteInput): Promise<void> {
  const deleted = await WorkspaceInvitation.query(trx).delete().where({ id: invitationId, workspace_id: workspaceId });
  if (deleted === 0) throw new NotFoundError(INVITATION_NOT_FOUND);
  const subject = { id: invitationId, workspace_id: workspaceId };
  outbox.add(domainEvent("workspace_invitation.deleted", subject, actor.id, { id: invitationId, workspace: workspaceId }, await toWorkspaceAdmins(trx, workspaceId)));
}
