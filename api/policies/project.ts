import { ROLE } from "../contract/roles.js";
import { ForbiddenError } from "../errors.js";

/**
 * The project policy (SPEC.md section 6). Who may see a project at all is a query
 * (api/projects/visibility.ts: public projects, and private ones the caller is a member of); a project
 * the caller cannot see is a 404 before any of these predicates is asked.
 */

export const PROJECT_NETWORK = { PRIVATE: 0, PUBLIC: 2 } as const;

export function canCreateProject(workspaceRole: number): boolean {
  return workspaceRole >= ROLE.MEMBER;
}

/** Project admins, and workspace admins, change and delete a project. */
export function canAdministerProject(workspaceRole: number, projectRole: number | null): boolean {
  return workspaceRole >= ROLE.ADMIN || (projectRole !== null && projectRole >= ROLE.ADMIN);
}

/** A creator's project role: Admin, but never above their workspace role. */
export function creatorProjectRole(workspaceRole: number): number {
  return Math.min(ROLE.ADMIN, workspaceRole);
}

export function authorizeCreateProject(workspaceRole: number): void {
  if (!canCreateProject(workspaceRole)) throw new ForbiddenError("Guests cannot create projects.");
}

export function authorizeAdministerProject(workspaceRole: number, projectRole: number | null): void {
  if (!canAdministerProject(workspaceRole, projectRole)) throw new ForbiddenError("Only project admins can do this.");
}
