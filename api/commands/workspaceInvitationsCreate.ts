import { User } from "../../db/models/User.js";
import type { Workspace } from "../../db/models/Workspace.js";
import { WorkspaceInvitation } from "../../db/models/WorkspaceInvitation.js";
import { randomToken, sha256 } from "../auth/tokens.js";
import { ValidationError } from "../errors.js";
import { changedFields, domainEvent } from "../events/envelope.js";
import type { UnitOfWork } from "../events/unitOfWork.js";
import { presentInvitation } from "../presenters/workspaceInvitation.js";
import { toWorkspaceAdmins } from "../workspaces/adminAudience.js";

interface InvitationEntry {
  /** Normalised: trimmed and lowercase, unique within the request. */
  email: string;
  role: number;
}

export interface IssuedInvitation {
  invitation: WorkspaceInvitation;
  /** The one-time token for the emailed link; never stored, never returned by the API. */
  token: string;
}

interface WorkspaceInvitationsCreateInput extends UnitOfWork {
  workspace: Workspace;
  entries: readonly InvitationEntry[];
}

/**
 * Invites every address that is not already an active member. Re-inviting an address with an open
 * invitation updates its role and issues a new token, so the previous link stops working.
 */
export async function workspaceInvitationsCreate(input: WorkspaceInvitationsCreateInput): Promise<IssuedInvitation[]> {
  const { trx, outbox, actor, workspace, entries } = input;
  const emails = entries.map((entry) => entry.email);
  const members = await User.query(trx)
    .select("users.email")
    .join("workspace_members as m", "m.member_id", "users.id")
    .where("m.workspace_id", workspace.id)
    .where("m.is_active", true)
    .whereIn("users.email", emails);
  if (members.length > 0) {
    const taken = members.map((member) => member.email).sort();
    throw new ValidationError(
      `Already members of this workspace: ${taken.join(", ")}`,
      taken.map((email) => ({ path: `emails.${emails.indexOf(email)}.email`, message: `${email} is already a member` })),
    );
  }

  const open = await WorkspaceInvitation.query(trx)
    .modify("open")
    .where("workspace_id", workspace.id)
    .whereIn("email", emails)
    .withGraphFetched("invitedBy")
    .forUpdate();
  const openByEmail = new Map(open.map((invitation) => [invitation.email, invitation]));
  const [inviter, audience] = await Promise.all([User.query(trx).findById(actor.id), toWorkspaceAdmins(trx, workspace.id)]);
  const issued: IssuedInvitation[] = [];
  for (const entry of entries) {
    const token = randomToken();
    const fields = { role: entry.role, token_hash: sha256(token), invited_by_id: actor.id, updated_at: new Date() };
    const existing = openByEmail.get(entry.email);
    const invitation = existing
      ? await WorkspaceInvitation.query(trx).patchAndFetchById(existing.id, fields)
      : await WorkspaceInvitation.query(trx).insertAndFetch({ ...fields, workspace_id: workspace.id, email: entry.email });
    invitation.invitedBy = inviter ?? null;
    const presented = presentInvitation(invitation);
    outbox.add(
      existing
        ? domainEvent("workspace_invitation.updated", invitation, actor.id, changedFields(presentInvitation(existing), presented), audience)
        : domainEvent("workspace_invitation.created", invitation, actor.id, presented, audience),
    );
    issued.push({ invitation, token });
  }
  return issued;
}
