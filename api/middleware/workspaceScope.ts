import type { Next } from "koa";
import { requireUser } from "../auth/sessions.js";
import type { AppContext, WorkspaceScope } from "../context.js";
import { NotFoundError } from "../errors.js";
import { workspaceAccess } from "../policies/workspaceAccess.js";
import { WORKSPACE_NOT_FOUND } from "../workspaces/notFound.js";

/**
 * The tenant wall of every route under /api/workspaces/:slug/: the caller's workspace access
 * (api/policies/workspaceAccess.ts) or a 404 that reads the same for an unknown workspace and one they
 * are not in. Everything after it reads `ctx.state.workspace`.
 */
export function workspaceMember() {
  return async function requireWorkspaceMember(ctx: AppContext, next: Next): Promise<void> {
    const user = requireUser(ctx);
    const access = await workspaceAccess(ctx.services.db, { slug: ctx.params.slug ?? "" }, user.id);
    // An API token acts in its own workspace only: any other reads as unknown, whoever its person is.
    const token = ctx.state.apiToken;
    if (!access || (token && token.workspaceId !== access.workspace.id)) throw new NotFoundError(WORKSPACE_NOT_FOUND);
    ctx.state.workspace = access;
    return next();
  };
}

/** The scope the tenant wall set; only routes mounted behind workspaceMember() call this. */
export function requireWorkspace(ctx: AppContext): WorkspaceScope {
  const scope = ctx.state.workspace;
  if (!scope) throw new Error("requireWorkspace() called on a route without the workspaceMember() guard.");
  return scope;
}
