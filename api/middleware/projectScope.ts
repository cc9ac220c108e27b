import type { Next } from "koa";
import { requireUser } from "../auth/sessions.js";
import type { AppContext } from "../context.js";
import { visibleProject, type VisibleProject } from "../projects/visibility.js";
import { requireWorkspace } from "./workspaceScope.js";

/**
 * After workspaceMember(): loads the project named by :projectId once, if the caller may see it
 * (a foreign, private or made-up id is the same 404), for the guards and the handler to share.
 */
export function visibleProjectOnly() {
  return async function loadVisibleProject(ctx: AppContext, next: Next): Promise<void> {
    const { workspace } = requireWorkspace(ctx);
    ctx.state.project = await visibleProject(ctx.services.db, workspace.id, requireUser(ctx).id, String(ctx.params.projectId));
    return next();
  };
}

export function requireProject(ctx: AppContext): VisibleProject {
  const project = ctx.state.project;
  if (!project) throw new Error("requireProject() used on a route without visibleProjectOnly()");
  return project;
}
