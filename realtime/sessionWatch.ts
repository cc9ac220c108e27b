import type { Services } from "../api/context.js";
import { liveSessions, type LiveSession } from "../api/policies/session.js";

type Log = (message: string, error?: unknown) => void;

/** Sessions asked about per query, so that a process with many connections asks in a few queries, not one per tab. */
const CHECK_BATCH = 1000;

/** What one kind of live connection (a hub socket, a /live websocket) tells the watch about itself. */
export interface SessionWatch<Held> {
  /** This process's open connections of one person, or of everyone (null). */
  heldBy(userId: string | null): Held[];
  sessionOf(held: Held): string;
  /** A connection whose session lives, with the session as it is now (its person's current name). */
  live?(held: Held, session: LiveSession): void;
  /** The open connections of one session that ended; called once per session, however many tabs it had. */
  ended(held: Held[]): Promise<void> | void;
}

/**
 * Ends the connections of sessions that ended, for the hub and the document server alike. The session
 * cache hears, on every process, each change to a person or their sessions (PostgreSQL's `auth_changed`,
 * and this process's own writers right after their commit); each process then asks again about its own
 * connections of that person (all of them after a gap in the notifications). Expiry announces nothing, so
 * every connection is also asked about every `config.sessionSweepMs`. Returns what stops it.
 */
export function watchSessions<Held>(services: Services, watch: SessionWatch<Held>, log: Log, what: string): () => void {
  const check = (held: Held[]) => checkSessions(services, watch, held).catch((error: unknown) => log(`checking ${what} sessions failed`, error));
  const stopHearing = services.sessionCache.onEviction((userId) => void check(watch.heldBy(userId)));
  const sweep = setInterval(() => void check(watch.heldBy(null)), services.config.sessionSweepMs);
  sweep.unref();
  return () => {
    stopHearing();
    clearInterval(sweep);
  };
}

/** Asks, a thousand sessions per query, whether the connections' sessions are live, and answers both kinds. */
async function checkSessions<Held>(services: Services, watch: SessionWatch<Held>, held: Held[]): Promise<void> {
  if (held.length === 0) return;
  const sessionIds = [...new Set(held.map((connection) => watch.sessionOf(connection)))];
  const live = new Map<string, LiveSession>();
  for (let start = 0; start < sessionIds.length; start += CHECK_BATCH) {
    for (const session of await liveSessions(services.db, sessionIds.slice(start, start + CHECK_BATCH))) live.set(session.id, session);
  }
  const ended = new Map<string, Held[]>();
  for (const connection of held) {
    const sessionId = watch.sessionOf(connection);
    const session = live.get(sessionId);
    if (session) watch.live?.(connection, session);
    else ended.set(sessionId, [...(ended.get(sessionId) ?? []), connection]);
  }
  await Promise.all([...ended.values()].map((connections) => watch.ended(connections)));
}
