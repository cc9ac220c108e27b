import { canAdministerProject, canEditProjectContent, canReadProjectContent } from "../contract/projectRoles.js";
import { ROLE } from "../contract/roles.js";
import { ForbiddenError } from "../errors.js";

/**
 * The project policy (SPEC.md section 6). Who may see a project at all is a query
 * (./projectVisibility.ts); a project the caller cannot see is a 404 before any of these is asked.
 * `role` is the caller's effective project role (api/contract/projectRoles.ts).
 */

/** What a caller asks of a project they can see: the REST routes, a room join and a document alike. */
export type ProjectAccessLevel = "see" | "read" | "edit" | "administer";

const CAN: Record<ProjectAccessLevel, (role: number | null) => boolean> = {
  see: () => true,
  read: canReadProjectContent,
  edit: canEditProjectContent,
  administer: canAdministerProject,
};

export function canAccessProject(role: number | null, level: ProjectAccessLevel): boolean {
  return CAN[level](role);
}

export function canCreateProject(workspaceRole: number): boolean {
  return workspaceRole >= ROLE.MEMBER;
}

/** A creator's project role: Admin, but never above their workspace role. */
export function creatorProjectRole(workspaceRole: number): number {
  return Math.min(ROLE.ADMIN, workspaceRole);
}

export function authorizeCreateProject(workspaceRole: number): void {
  if (!canCreateProject(workspaceRole)) throw new ForbiddenError("Guests cannot create projects.");
}

export function authorizeReadProjectContent(role: number | null): void {
  if (!canReadProjectContent(role)) throw new ForbiddenError("Join this project to see what is in it.");
}

export function authorizeEditProjectContent(role: number | null): void {
  authorizeReadProjectContent(role);
  if (!canEditProjectContent(role)) throw new ForbiddenError("Guests cannot change this project.");
}

export function authorizeAdministerProject(role: number | null): void {
  if (!canAdministerProject(role)) throw new ForbiddenError("Only project admins can do this.");
}

const AUTHORIZE: Record<ProjectAccessLevel, (role: number | null) => void> = {
  see: () => undefined,
  read: authorizeReadProjectContent,
  edit: authorizeEditProjectContent,
  administer: authorizeAdministerProject,
};

/** canAccessProject as a refusal (403) that says what the caller lacks. */
export function authorizeProjectAccess(role: number | null, level: ProjectAccessLevel): void {
  AUTHORIZE[level](role);
}
