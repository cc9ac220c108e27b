/** The role ranks of SPEC.md section 6, at workspace and project scope alike; ranks compare numerically. */
export const ROLE = { ADMIN: 20, MEMBER: 15, GUEST: 5 } as const;
export type Role = (typeof ROLE)[keyof typeof ROLE];
export const ROLES: readonly Role[] = [ROLE.ADMIN, ROLE.MEMBER, ROLE.GUEST];

/** What people read for each rank, in emails and on screen alike. */
export const ROLE_NAMES: Record<Role, string> = { [ROLE.ADMIN]: "Admin", [ROLE.MEMBER]: "Member", [ROLE.GUEST]: "Guest" };

export function roleName(role: number): string {
  return isRole(role) ? ROLE_NAMES[role] : `Role ${role}`;
}

export function isRole(value: unknown): value is Role {
  return typeof value === "number" && (ROLES as readonly number[]).includes(value);
}
