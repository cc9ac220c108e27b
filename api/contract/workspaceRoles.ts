import { ROLE } from "./roles.js";

/**
 * Rank predicates of SPEC.md section 6 for workspaces, pure so that the server's policy
 * (api/policies/workspace.ts) and the web app's member screens decide alike.
 */

export function canAdministerWorkspace(role: number | undefined): boolean {
  return role !== undefined && role >= ROLE.ADMIN;
}

/** Nobody grants a rank above their own (changing roles, inviting). */
export function canGrantRole(actorRole: number, role: number): boolean {
  return role <= actorRole;
}

/**
 * Rank rules for changing someone's role: the new role is at most the actor's own, and only an admin
 * changes an admin. Who may change roles at all is canAdministerWorkspace, asked first by the route.
 */
export function canChangeRole(actorRole: number, targetCurrentRole: number, newRole: number): boolean {
  return canGrantRole(actorRole, newRole) && canActOnMember(actorRole, targetCurrentRole);
}

/** Only an admin may change or remove an admin; nobody acts on a member ranked above them. */
export function canActOnMember(actorRole: number, targetRole: number): boolean {
  if (targetRole >= ROLE.ADMIN && actorRole < ROLE.ADMIN) return false;
  return targetRole <= actorRole;
}
