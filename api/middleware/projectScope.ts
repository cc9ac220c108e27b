import type { Next } from "koa";
import type { AppContext } from "../context.js";
import { NotFoundError } from "../errors.js";
import { authorizeProjectAccess, type ProjectAccessLevel } from "../policies/project.js";
import { projectAccess } from "../policies/projectAccess.js";
import { PROJECT_NOT_FOUND, type ArchiveFilter, type VisibleProject } from "../policies/projectVisibility.js";
import { requireWorkspace } from "./workspaceScope.js";

/**
 * After workspaceMember(): loads the project named by :projectId once, if the caller may see it (a
 * foreign, hidden, archived or made-up id is the same 404), checks `level` against the caller's project
 * role (403), and leaves the project for the handler. Both decisions are api/policies' own.
 */
export function projectScope(level: ProjectAccessLevel, archive: ArchiveFilter = "active") {
  return async function loadProject(ctx: AppContext, next: Next): Promise<void> {
    const project = await projectAccess(ctx.services.db, requireWorkspace(ctx), String(ctx.params.projectId), archive);
    if (!project) throw new NotFoundError(PROJECT_NOT_FOUND);
    authorizeProjectAccess(project.role, level);
    ctx.state.project = project;
    return next();
  };
}

export function requireProject(ctx: AppContext): VisibleProject {
  const project = ctx.state.project;
  if (!project) throw new Error("requireProject() used on a route without projectScope()");
  return project;
}
