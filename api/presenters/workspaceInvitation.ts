import type { User } from "../../db/models/User.js";
import type { Workspace } from "../../db/models/Workspace.js";
import type { WorkspaceInvitation } from "../../db/models/WorkspaceInvitation.js";
import type { Role } from "../contract/roles.js";
import type { InvitationShape, InviterShape, InvitingWorkspaceShape, MyInvitationShape } from "../contract/workspaceShapes.js";

/** Who sent an invitation; null once that account is gone. */
function presentInviter(user: User | null | undefined): InviterShape {
  return user ? { id: user.id, display_name: user.display_name } : null;
}

/**
 * An invitation as workspace admins see it. The token and its hash are left out on purpose: the token
 * lives only in the emailed link, so whoever reads this list cannot answer an invitation for someone else.
 */
export function presentInvitation(invitation: WorkspaceInvitation): InvitationShape {
  return {
    id: invitation.id,
    email: invitation.email,
    // A check constraint keeps the column to the ROLE ranks.
    role: invitation.role as Role,
    accepted: invitation.accepted,
    responded_at: invitation.responded_at ? invitation.responded_at.toISOString() : null,
    created_at: invitation.created_at.toISOString(),
    invited_by: presentInviter(invitation.invitedBy),
  };
}

/** The workspace an invitation leads to, as its invitee may see it before joining. */
export function presentInvitingWorkspace(workspace: Workspace): InvitingWorkspaceShape {
  return { id: workspace.id, name: workspace.name, slug: workspace.slug, logo_url: workspace.logo_url };
}

/** An open invitation as its invitee sees it: which workspace, with which role, from whom. */
export function presentMyInvitation(invitation: WorkspaceInvitation, workspace: Workspace): MyInvitationShape {
  return {
    id: invitation.id,
    email: invitation.email,
    role: invitation.role as Role,
    created_at: invitation.created_at.toISOString(),
    workspace: presentInvitingWorkspace(workspace),
    invited_by: presentInviter(invitation.invitedBy),
  };
}
