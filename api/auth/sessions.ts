import type { Next } from "koa";
import type { Db } from "../../db/connection.js";
import { Session } from "../../db/models/Session.js";
import { User } from "../../db/models/User.js";
import { LIMITS } from "../contract/limits.js";
import type { AppContext } from "../context.js";
import { AuthenticationError } from "../errors.js";
import { actorForSession, type SignedInSession } from "../policies/session.js";
import { actorForApiToken } from "../policies/apiToken.js";
import { API_KEY_HEADER, isPublicApiPath } from "./apiKey.js";
import { withinRateLimit } from "./apiRateLimit.js";
import { randomToken, sha256 } from "./tokens.js";

export const SESSION_COOKIE = "session-id";

export type LoginMedium = "email" | "magic-code";

/**
 * Signs the user in: records the login, starts a fresh session (rotating away any the browser had)
 * and sets the cookie.
 */
export async function startSession(ctx: AppContext, db: Db, userId: string, medium: LoginMedium): Promise<void> {
  const previous = ctx.cookies.get(SESSION_COOKIE);
  if (previous) await Session.query(db).deleteById(sha256(previous));
  await User.query(db).patch({ last_login_time: new Date(), last_login_ip: ctx.ip, last_login_medium: medium }).where("id", userId);
  const token = randomToken(32);
  await Session.query(db).insert({
    id: sha256(token),
    user_id: userId,
    ip: ctx.ip,
    user_agent: ctx.get("user-agent").slice(0, 512) || null,
    expires_at: new Date(Date.now() + LIMITS.sessionTtlSeconds * 1000),
  });
  ctx.cookies.set(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: "lax",
    secure: ctx.secure,
    maxAge: LIMITS.sessionTtlSeconds * 1000,
    overwrite: true,
  });
  forgetCachedUser(ctx, userId);
  if (ctx.state.session) forgetCachedUser(ctx, ctx.state.session.user.id);
}

export async function endSession(ctx: AppContext, db: Db): Promise<void> {
  const token = ctx.cookies.get(SESSION_COOKIE);
  if (token) await Session.query(db).deleteById(sha256(token));
  clearSessionCookie(ctx);
  if (ctx.state.session) forgetCachedUser(ctx, ctx.state.session.user.id);
}

/**
 * Call after committing any change to a user or their sessions: this node stops serving the cached
 * row at once (other nodes hear of it through the database's auth_changed notifications).
 */
export function forgetCachedUser(ctx: AppContext, userId: string): void {
  ctx.services.sessionCache.forgetUser(userId);
}

export function clearSessionCookie(ctx: AppContext): void {
  ctx.cookies.set(SESSION_COOKIE, null, { httpOnly: true, sameSite: "lax", overwrite: true });
}

export async function endAllSessions(db: Db, userId: string): Promise<void> {
  await Session.query(db).delete().where("user_id", userId);
}

/**
 * The caller of every request, the one authentication step: on the public API v1 from the X-API-Key header
 * alone (api/auth/apiKey.ts), everywhere else from the session cookie (api/policies/session.ts decides who
 * that is). Either way what follows sees one signed-in user; a token also names the one workspace it is for.
 */
export function loadSession() {
  // Not async: a cached session answers at once, and this runs on every request.
  return function sessionLookup(ctx: AppContext, next: Next): Promise<void> {
    if (isPublicApiPath(ctx.path)) return withApiKey(ctx, next);
    const token = ctx.cookies.get(SESSION_COOKIE);
    if (!token) return next();
    const session = actorForSession(ctx.services.db, ctx.services.sessionCache, token);
    if (!(session instanceof Promise)) return withSession(ctx, session, next);
    return session.then((found) => withSession(ctx, found, next));
  };
}

async function withApiKey(ctx: AppContext, next: Next): Promise<void> {
  const presented = ctx.get(API_KEY_HEADER);
  const actor = presented ? await actorForApiToken(ctx.services.db, presented) : null;
  if (actor) {
    if (!withinRateLimit(ctx, actor.rate)) return;
    ctx.state.session = { id: null, user: actor.user };
    ctx.state.apiToken = { id: actor.tokenId, workspaceId: actor.workspaceId };
  }
  return next();
}

function withSession(ctx: AppContext, session: SignedInSession | null, next: Next): Promise<void> {
  if (session) ctx.state.session = session;
  return next();
}

export function requireUser(ctx: AppContext): User {
  const user = ctx.state.session?.user;
  if (!user) throw new AuthenticationError();
  return user;
}
