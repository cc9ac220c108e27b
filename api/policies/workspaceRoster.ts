import { ROLE } from "../contract/roles.js";
import { ForbiddenError } from "../errors.js";

/**
 * Plane's public API lists a workspace's members to its admins and members only (WorkSpaceAdminPermission);
 * a guest's script is refused, though the app shows guests the people they work with.
 */
export function authorizeListWorkspaceRoster(role: number): void {
  if (role < ROLE.MEMBER) throw new ForbiddenError();
}
