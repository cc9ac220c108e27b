import type { Db } from "../../db/connection.js";
import { preparedRows } from "../../db/preparedQuery.js";
import { User } from "../../db/models/User.js";
import type { SessionCache } from "../auth/sessionCache.js";
import { sha256 } from "../auth/tokens.js";

/** A live session: its row id (the SHA-256 of the token) and its active user, who acts in everything it does. */
export interface SignedInSession {
  id: string;
  user: User;
}

/** A users row as the driver reads it, before it becomes a model. */
export type UserRow = Record<string, unknown> & { id: string };

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
  if (cached) return { id, user: cached };
  const ticket = sessionCache.ticket();
  return preparedRows<UserRow>(db, SESSION_USER_SQL, [id]).then(([row]) => {
    if (!row) return null;
    const user = User.fromDatabaseJson(row);
    sessionCache.set(id, user, ticket);
    return { id, user };
  });
}

/** A live session as a holder of many checks it again: its row id, and its person's name and avatar as they are now. */
export interface LiveSession {
  id: string;
  user: Pick<User, "display_name" | "avatar">;
}

const LIVE_SESSIONS_SQL = `select sessions.id, users.display_name, users.avatar from sessions join users on users.id = sessions.user_id
  where sessions.id = any(?::text[]) and ${LIVE_SESSION}`;

/**
 * Which of these sessions (by row id) are live, in one query: for a holder of many long-lived sessions
 * (the realtime hub's sockets, the document server's websockets) checking them all again, by the same rule
 * as actorForSession. One array parameter and three columns: asked about a thousand sockets at a time,
 * the whole user rows as models took milliseconds of the event loop's time that every change waited behind.
 * The cache is neither read nor filled: the caller asks because it may be stale.
 */
export async function liveSessions(db: Db, ids: readonly string[]): Promise<LiveSession[]> {
  if (ids.length === 0) return [];
  const rows = await preparedRows<LiveSession["user"] & { id: string }>(db, LIVE_SESSIONS_SQL, [ids]);
  return rows.map(({ id, display_name, avatar }) => ({ id, user: { display_name, avatar } }));
}
