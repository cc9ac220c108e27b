import { ROLE } from "../contract/roles.js";
import { canActOnMember, canAdministerWorkspace, canChangeRole, canGrantRole } from "../contract/workspaceRoles.js";
import { ForbiddenError, ValidationError } from "../errors.js";

/**
 * The workspace policy: the rank predicates of api/contract/workspaceRoles.ts (shared with the web app,
 * which hides what the server would refuse) turned into refusals. Seeing a workspace at all is an active
 * membership (./workspaceAccess.ts): anyone without one has already had a 404.
 */

export function authorizeAdministerWorkspace(role: number | undefined): void {
  if (!canAdministerWorkspace(role)) throw new ForbiddenError("Only workspace admins can do this.");
}

/** Inviting someone, or re-roling an invitation: never with a role above the inviter's own. */
export function authorizeGrantRole(actorRole: number, role: number): void {
  if (!canGrantRole(actorRole, role)) throw new ForbiddenError("You cannot invite someone with a role above your own.");
}

export function authorizeChangeRole(actorRole: number, targetCurrentRole: number, newRole: number): void {
  if (!canChangeRole(actorRole, targetCurrentRole, newRole)) {
    throw new ForbiddenError("You cannot give a role above your own or change the role of someone above you.");
  }
}

export function authorizeRemoveMember(actorRole: number, targetRole: number): void {
  if (!canActOnMember(actorRole, targetRole)) throw new ForbiddenError("You cannot remove a member whose role is above yours.");
}

/** A workspace always keeps at least one active admin; `otherAdmins` counts the active admins besides the one leaving. */
export function assertAdminRemains(targetRole: number, newRole: number | null, otherAdmins: number, message: string): void {
  const losesAdmin = targetRole >= ROLE.ADMIN && (newRole === null || newRole < ROLE.ADMIN);
  if (losesAdmin && otherAdmins === 0) throw new ValidationError(message);
}
