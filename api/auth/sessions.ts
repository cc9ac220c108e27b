import type { Next } from "koa";
import type { Db } from "../../db/connection.js";
import { Session } from "../../db/models/Session.js";
import { preparedRows } from "../../db/preparedQuery.js";
import { User } from "../../db/models/User.js";
import { LIMITS } from "../contract/limits.js";
import type { AppContext } from "../context.js";
import { AuthenticationError } from "../errors.js";
import type { UserRow } from "./sessionCache.js";
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

const SESSION_USER_SQL = `select users.* from sessions join users on users.id = sessions.user_id
  where sessions.id = ? and sessions.expires_at > now() and users.is_active limit 1`;

/**
 * The session row and its (active) user: from the cache, else one indexed join as a prepared
 * statement. Synchronous unless it has to ask the database (see securityHeaders for why).
 */
export function loadSession() {
  return function sessionLookup(ctx: AppContext, next: Next): Promise<void> {
    const token = ctx.cookies.get(SESSION_COOKIE);
    if (!token) return next();
    const id = sha256(token);
    const { db, sessionCache } = ctx.services;
    const cached = sessionCache.get(id);
    if (cached) {
      ctx.state.session = { id, user: User.fromDatabaseJson(cached) };
      return next();
    }
    const ticket = sessionCache.ticket();
    return preparedRows<UserRow>(db, "session_user", SESSION_USER_SQL, [id]).then(([row]) => {
      if (row) {
        sessionCache.set(id, row, ticket);
        ctx.state.session = { id, user: User.fromDatabaseJson(row) };
      }
      return next();
    });
  };
}

export function requireUser(ctx: AppContext): User {
  const user = ctx.state.session?.user;
  if (!user) throw new AuthenticationError();
  return user;
}
