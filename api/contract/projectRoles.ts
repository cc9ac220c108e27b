import { ROLE } from "./roles.js";

/**
 * Project rank rules of SPEC.md section 6, pure so the server's policy (api/policies/project.ts) and the
 * web app's project screens decide alike. A project role never exceeds the workspace role, and a
 * workspace admin administers every project of the workspace, member or not.
 */

export const PROJECT_NETWORK = { PRIVATE: 0, PUBLIC: 2 } as const;
export type ProjectNetwork = (typeof PROJECT_NETWORK)[keyof typeof PROJECT_NETWORK];

/** What the caller may do in a project: their project role capped by their workspace role; null means nothing. */
export function effectiveProjectRole(workspaceRole: number, memberRole: number | null): number | null {
  if (workspaceRole >= ROLE.ADMIN) return ROLE.ADMIN;
  return memberRole === null ? null : Math.min(memberRole, workspaceRole);
}

/** Work items, states, labels and members of a project are read by anyone with a role in it. */
export function canReadProjectContent(role: number | null): boolean {
  return role !== null && role >= ROLE.GUEST;
}

/** Members and states and labels settings (SPEC.md section 2): admins and members. */
export function canEditProjectContent(role: number | null): boolean {
  return role !== null && role >= ROLE.MEMBER;
}

/** Features, estimates, automations, members' roles, archive and delete: project admins. */
export function canAdministerProject(role: number | null): boolean {
  return role !== null && role >= ROLE.ADMIN;
}

/**
 * Deleting a work item (SPEC.md section 6): project admins, and members for the items they created. The
 * server enforces it (api/policies/workItem.ts); the web app offers Delete by the same rule.
 */
export function canDeleteWorkItem(role: number | null, createdBy: string | null, userId: string | undefined): boolean {
  return canAdministerProject(role) || (canEditProjectContent(role) && createdBy !== null && createdBy === userId);
}

/** A project role may not exceed the member's workspace role. */
export function canHoldProjectRole(workspaceRole: number, projectRole: number): boolean {
  return projectRole <= workspaceRole;
}
