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

/** What a caller who may not reach a level is told; someone with no role at all is first told to join. */
const REFUSAL: Record<Exclude<ProjectAccessLevel, "see">, string> = {
  read: "Join this project to see what is in it.",
  edit: "Guests cannot change this project.",
  administer: "Only project admins can do this.",
};

/** canAccessProject as a refusal (403) that says what the caller lacks. */
export function authorizeProjectAccess(role: number | null, level: ProjectAccessLevel): void {
  if (level === "see" || canAccessProject(role, level)) return;
  throw new ForbiddenError(level === "edit" && !canReadProjectContent(role) ? REFUSAL.read : REFUSAL[level]);
}

export function authorizeEditProjectContent(role: number | null): void {
  authorizeProjectAccess(role, "edit");
}
