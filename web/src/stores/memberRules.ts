import { ROLE, ROLE_NAMES, ROLES } from "../../../api/contract/roles";
import { canActOnMember, canAdministerWorkspace, canGrantRole } from "../../../api/contract/workspaceRoles";
import type { RoleValue } from "../http/types";

/** SPEC.md section 6 role rules for the members screen, kept pure so they can be tested alone. */
export const ROLE_OPTIONS: readonly { value: RoleValue; label: string }[] = ROLES.map((role) => ({ value: role, label: ROLE_NAMES[role] }));


export interface Actor {
  memberId: string;
  role: RoleValue;
}

/**
 * Whether the actor may change (or remove) this member, by the server's own rank rules: admins only,
 * never themselves, only admins touch admins, nobody touches someone ranked above them.
 */
export function canManageMember(actor: Actor, target: { id: string; role: RoleValue }): boolean {
  return target.id !== actor.memberId && canAdministerWorkspace(actor.role) && canActOnMember(actor.role, target.role);
}

/** The roles the actor may give: none above their own. */
export function assignableRoles(actor: Actor): readonly { value: RoleValue; label: string }[] {
  return ROLE_OPTIONS.filter((option) => canGrantRole(actor.role, option.value));
}

/** SPEC.md section 2: guests do not see analytics, your work, drafts or archives. */
export function isGuest(role: number | null | undefined): boolean {
  return role !== null && role !== undefined && role < ROLE.MEMBER;
}
