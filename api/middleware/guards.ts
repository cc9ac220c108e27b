import type { Next } from "koa";
import { requireUser } from "../auth/sessions.js";
import type { AppContext } from "../context.js";
import { authorizeInstanceAdmin } from "../policies/instance.js";
import { authorizeAdministerWorkspace } from "../policies/workspace.js";
import { requireWorkspace } from "./workspaceScope.js";

/**
 * Route guards, mounted ahead of input validation: an anonymous caller hears 401 and a non-admin 403
 * before anything is said about their input.
 */
export function signedIn() {
  // Not async, like the other middleware on every request's path: no extra promise hop.
  return function requireSignedIn(ctx: AppContext, next: Next): Promise<void> {
    requireUser(ctx);
    return next();
  };
}

export function instanceAdminOnly() {
  return async function requireInstanceAdmin(ctx: AppContext, next: Next): Promise<void> {
    await authorizeInstanceAdmin(ctx.services.db, requireUser(ctx));
    return next();
  };
}

/** Behind workspaceMember(): a member below Admin hears 403 before anything is said about their input. */
export function workspaceAdminOnly() {
  return function requireWorkspaceAdmin(ctx: AppContext, next: Next): Promise<void> {
    authorizeAdministerWorkspace(requireWorkspace(ctx).membership.role);
    return next();
  };
}
