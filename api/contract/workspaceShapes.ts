import type { Role } from "./roles.js";
import type { MembershipShape, PersonSummaryShape } from "./userShapes.js";

/** Workspaces, their members and invitations on the wire (api/presenters/workspace*.ts return these). */

/** A workspace as every workspace endpoint returns it (Plane's field names). */
export interface WorkspaceShape {
  id: string;
  name: string;
  slug: string;
  logo_url: string | null;
  organization_size: string | null;
  timezone: string;
  owner: PersonSummaryShape;
  total_members: number;
  /** The caller's own role in the workspace. */
  role: Role;
  created_at: string;
  updated_at: string;
  created_by: string | null;
}

/** A workspace membership with its member (SPEC.md section 3 "Member"). */
export interface WorkspaceMemberShape extends MembershipShape {
  joining_date: string;
  created_at: string;
}

/** GET .../workspace-members/me/: the caller's own membership ("Workspace user info" of SPEC.md section 3). */
export interface WorkspaceMeShape extends MembershipShape {
  draft_issue_count: number;
}

/** Who sent an invitation; null once that account is gone. */
export type InviterShape = { id: string; display_name: string } | null;

/** An invitation as workspace admins see it: never its token, which lives only in the emailed link. */
export interface InvitationShape {
  id: string;
  email: string;
  role: Role;
  accepted: boolean;
  responded_at: string | null;
  created_at: string;
  invited_by: InviterShape;
}

/** The workspace an invitation leads to, as its invitee may see it before joining. */
export interface InvitingWorkspaceShape {
  id: string;
  name: string;
  slug: string;
  logo_url: string | null;
}

/** An open invitation as its invitee sees it: which workspace, with which role, from whom. */
export interface MyInvitationShape {
  id: string;
  email: string;
  role: Role;
  created_at: string;
  workspace: InvitingWorkspaceShape;
  invited_by: InviterShape;
}
