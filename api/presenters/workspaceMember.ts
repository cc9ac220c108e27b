import type { User } from "../../db/models/User.js";
import type { WorkspaceMember } from "../../db/models/WorkspaceMember.js";
import type { Role } from "../contract/roles.js";
import type { MemberUserShape } from "../contract/userShapes.js";
import type { WorkspaceMeShape, WorkspaceMemberShape } from "../contract/workspaceShapes.js";

/** The person behind a membership: what other members of the workspace may see of them. */
export function presentMemberUser(user: User): MemberUserShape {
  return {
    id: user.id,
    first_name: user.first_name,
    last_name: user.last_name,
    display_name: user.display_name,
    email: user.email,
    avatar_url: user.avatar || null,
    is_bot: user.is_bot,
  };
}

/** A workspace membership with its member (SPEC.md section 3 "Member"). */
export function presentWorkspaceMember(membership: WorkspaceMember, user: User): WorkspaceMemberShape {
  return {
    id: membership.id,
    // A check constraint keeps the column to the ROLE ranks.
    role: membership.role as Role,
    member: presentMemberUser(user),
    joining_date: membership.created_at.toISOString(),
    // Plane's member rows carry both names for when the person joined.
    created_at: membership.created_at.toISOString(),
  };
}

/** GET .../workspace-members/me/: the caller's own membership ("Workspace user info" of SPEC.md section 3). */
export function presentWorkspaceMe(membership: WorkspaceMember, user: User): WorkspaceMeShape {
  return {
    id: membership.id,
    role: membership.role as Role,
    member: presentMemberUser(user),
    // Drafts arrive with work items; until then nobody has any.
    draft_issue_count: 0,
  };
}
