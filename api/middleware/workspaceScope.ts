import type { Next } from "koa";
import { requireUser } from "../auth/sessions.js";
import type { AppContext, WorkspaceScope } from "../context.js";
import { NotFoundError } from "../errors.js";
import { workspaceAccess, type WorkspaceAccess } from "../policies/workspaceAccess.js";
import { WORKSPACE_NOT_FOUND } from "../workspaces/notFound.js";

/**
 * The tenant wall of every route under /api/workspaces/:slug/: the caller's workspace access
 * (api/policies/workspaceAccess.ts) or a 404 that reads the same for an unknown workspace and one they
 * are not in. Everything after it reads `ctx.state.workspace`. projectScope() builds the same wall itself,
 * in the statement that reads the project, on the routes under .../projects/:projectId/.
 */
export function workspaceMember() {
  return async function requireWorkspaceMember(ctx: AppContext, next: Next): Promise<void> {
    const user = requireUser(ctx);
    enterWorkspace(ctx, await workspaceAccess(ctx.services.db, { slug: ctx.params.slug ?? "" }, user.id));
    return next();
  };
}

/** Lets the caller through the tenant wall with the access read for them, or answers the workspace's 404. */
export function enterWorkspace(ctx: AppContext, access: WorkspaceAccess | null): WorkspaceScope {
  // An API token acts in its own workspace only: any other reads as unknown, whoever its person is.
  const token = ctx.state.apiToken;
  if (!access || (token && token.workspaceId !== access.workspace.id)) throw new NotFoundError(WORKSPACE_NOT_FOUND);
  ctx.state.workspace = access;
  return access;
}

/** The scope the tenant wall set; only routes mounted behind workspaceMember() or projectScope() call this. */
export function requireWorkspace(ctx: AppContext): WorkspaceScope {
  const scope = ctx.state.workspace;
  if (!scope) throw new Error("requireWorkspace() called on a route without the workspaceMember() guard.");
  return scope;
}
