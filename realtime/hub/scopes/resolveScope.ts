import type { Db } from "../../../db/connection.js";
import type { ScopeRequest } from "../../../api/contract/realtime.js";
import { ROLE } from "../../../api/contract/roles.js";
import { canAccessProject } from "../../../api/policies/project.js";
import { projectAccess } from "../../../api/policies/projectAccess.js";
import { workspaceAccess, type WorkspaceRef } from "../../../api/policies/workspaceAccess.js";
import { rooms } from "../rooms.js";

export interface ResolvedScope {
  workspaceId: string;
  projectId: string | null;
  /** The rooms this user may be in for the scope, the first being the scope's own. */
  rooms: string[];
}

/**
 * The rooms a user may join for a scope, decided by the REST policies (api/policies): a workspace they
 * are an active member of, and a project in it they may read ("read", as GET on its work items). Null
 * for anything else, so a foreign scope and a made-up one are refused alike.
 */
export async function resolveScope(db: Db, userId: string, request: ScopeRequest, workspace: WorkspaceRef = { slug: request.workspace_slug }): Promise<ResolvedScope | null> {
  const access = await workspaceAccess(db, workspace, userId);
  if (!access) return null;
  const workspaceId = access.workspace.id;
  if (request.project_id === undefined) {
    const role = access.membership.role;
    const joined = [rooms.workspace(workspaceId)];
    if (role >= ROLE.MEMBER) joined.push(rooms.workspaceMembers(workspaceId));
    if (role >= ROLE.ADMIN) joined.push(rooms.workspaceAdmins(workspaceId));
    return { workspaceId, projectId: null, rooms: joined };
  }
  const project = await projectAccess(db, access, request.project_id);
  if (!project || !canAccessProject(project.role, "read")) return null;
  return { workspaceId, projectId: project.project.id, rooms: [rooms.project(project.project.id)] };
}
