import type { Db } from "../../db/connection.js";
import { preparedRows } from "../../db/preparedQuery.js";
import { User } from "../../db/models/User.js";
import type { SessionCache, UserRow } from "../auth/sessionCache.js";
import { sha256 } from "../auth/tokens.js";

/** A live session: its row id (the SHA-256 of the token) and its active user, who acts in everything it does. */
export interface SignedInSession {
  id: string;
  user: User;
}

/** What makes a session live: not expired, and its user not deactivated. */
const LIVE_SESSION = "sessions.expires_at > now() and users.is_active";
const SESSION_USER_SQL = `select users.* from sessions join users on users.id = sessions.user_id
  where sessions.id = ? and ${LIVE_SESSION} limit 1`;

/**
 * Who a session token signs in (the cookie of a REST request, a socket's handshake, a /live upgrade), or
 * null for an unknown or expired session and a deactivated user. The answer comes from the cache when it
 * can, synchronously, since most requests hit it and an await would cost each of them a promise hop;
 * otherwise from one indexed join as a prepared statement. An API token will be a second way to a user,
 * a sibling of this function; whatever follows needs only the user.
 */
export function actorForSession(db: Db, sessionCache: SessionCache, sessionToken: string): SignedInSession | null | Promise<SignedInSession | null> {
  return actorForSessionId(db, sessionCache, sha256(sessionToken));
}

/**
 * actorForSession by the session's row id, for a holder that keeps the id rather than the secret token:
 * the document server asks it again for each document a /live websocket opens, and when its user's
 * sessions may have ended.
 */
export function actorForSessionId(db: Db, sessionCache: SessionCache, id: string): SignedInSession | null | Promise<SignedInSession | null> {
  const cached = sessionCache.get(id);
  if (cached) return { id, user: User.fromDatabaseJson(cached) };
  const ticket = sessionCache.ticket();
  return preparedRows<UserRow>(db, SESSION_USER_SQL, [id]).then(([row]) => {
    if (!row) return null;
    sessionCache.set(id, row, ticket);
    return { id, user: User.fromDatabaseJson(row) };
  });
}

/**
 * Which of these sessions (by row id) are live, with their users, in one query: for a holder of many
 * long-lived sessions (the realtime hub's sockets) checking them all again, by the same rule as
 * actorForSession. The cache is neither read nor filled: the caller asks because it may be stale.
 */
export async function liveSessions(db: Db, ids: readonly string[]): Promise<SignedInSession[]> {
  if (ids.length === 0) return [];
  const rows = await db("sessions")
    .join("users", "users.id", "sessions.user_id")
    .whereIn("sessions.id", ids)
    .whereRaw(LIVE_SESSION)
    .select<(UserRow & { session_id: string })[]>("users.*", "sessions.id as session_id");
  return rows.map(({ session_id, ...user }) => ({ id: session_id, user: User.fromDatabaseJson(user) }));
}
