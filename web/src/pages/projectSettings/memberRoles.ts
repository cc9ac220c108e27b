import { ROLE, ROLE_NAMES, ROLES, type Role } from "../../../../api/contract/roles";
import { canHoldProjectRole } from "../../../../api/contract/projectRoles";
import type { MemberPerson } from "../../http/types";

/** The project roles a person may hold: none above their workspace role; all when it is not known. */
export function projectRoleChoices(workspaceRole: number | undefined): readonly { value: Role; label: string }[] {
  return ROLES.filter((role) => workspaceRole === undefined || canHoldProjectRole(workspaceRole, role)).map((role) => ({ value: role, label: ROLE_NAMES[role] }));
}

/** A new project member starts as a member, or as a guest when that is all their workspace role allows. */
export function defaultProjectRole(workspaceRole: number): Role {
  return workspaceRole >= ROLE.MEMBER ? ROLE.MEMBER : ROLE.GUEST;
}

/** SPEC.md section 5: members are found by first name, last name, display name or email. */
export function personMatches(person: Pick<MemberPerson, "display_name" | "first_name" | "last_name" | "email">, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return [person.first_name, person.last_name, person.display_name, person.email].some((field) => field.toLowerCase().includes(needle));
}
