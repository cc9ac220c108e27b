import type { Next } from "koa";
import { requireUser } from "../auth/sessions.js";
import type { AppContext } from "../context.js";
import { NotFoundError } from "../errors.js";
import { authorizeProjectAccess, type ProjectAccessLevel } from "../policies/project.js";
import { projectAccess, workspaceProjectAccess } from "../policies/projectAccess.js";
import { PROJECT_NOT_FOUND, type ArchiveFilter, type VisibleProject } from "../policies/projectVisibility.js";
import { enterWorkspace } from "./workspaceScope.js";

/**
 * The guard of the routes under /api/workspaces/:slug/projects/:projectId/: the tenant wall of
 * workspaceMember() (its 404 first) and the project named by :projectId, if the caller may see it (a
 * foreign, hidden, archived or made-up id is the same 404), read together in one round trip; then
 * `level` against the caller's project role (403), and the project left for the handler. Both decisions
 * are api/policies' own. Behind workspaceMember() it reads only the project.
 */
export function projectScope(level: ProjectAccessLevel, archive: ArchiveFilter = "active") {
  return async function loadProject(ctx: AppContext, next: Next): Promise<void> {
    const projectId = String(ctx.params.projectId);
    let project: VisibleProject | null;
    if (ctx.state.workspace) project = await projectAccess(ctx.services.db, ctx.state.workspace, projectId, archive);
    else {
      const access = await workspaceProjectAccess(ctx.services.db, ctx.params.slug ?? "", requireUser(ctx).id, projectId, archive);
      enterWorkspace(ctx, access.workspace);
      project = access.project;
    }
    enterProject(ctx, project, level);
    return next();
  };
}

/**
 * projectScope()'s decision once the caller is through the tenant wall: the project's 404 (a foreign,
 * hidden, archived or made-up one), then `level` against the caller's project role (403); the project
 * is left for the handler. Also for a write that reads the wall and the project in the statement that
 * locks its row (api/routes/workItemWrite.ts).
 */
export function enterProject(ctx: AppContext, project: VisibleProject | null, level: ProjectAccessLevel): VisibleProject {
  if (!project) throw new NotFoundError(PROJECT_NOT_FOUND);
  authorizeProjectAccess(project.role, level);
  ctx.state.project = project;
  return project;
}

export function requireProject(ctx: AppContext): VisibleProject {
  const project = ctx.state.project;
  if (!project) throw new Error("requireProject() used on a route without projectScope()");
  return project;
}
