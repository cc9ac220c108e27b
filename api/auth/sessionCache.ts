import type { ChangeFeed } from "../../db/changeFeed.js";

export type UserRow = Record<string, unknown> & { id: string };

interface Entry {
  row: UserRow;
  expiresAt: number;
}

const TTL_MS = 5000;
const MAX_ENTRIES = 10_000;

/**
 * Session id -> user row, so that most requests skip the session query. It is only trusted while the
 * database change feed is connected: the `auth_changed` notifications (sent by triggers on users and
 * sessions, whichever node wrote) evict a user's entries, and the short TTL bounds anything missed.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private readonly sessionsByUser = new Map<string, Set<string>>();
  private feed?: ChangeFeed;

  attach(feed: ChangeFeed): void {
    this.feed = feed;
  }

  get(sessionId: string): UserRow | undefined {
    if (!this.feed?.connected) return undefined;
    const entry = this.entries.get(sessionId);
    if (!entry) return undefined;
    if (entry.expiresAt > Date.now()) return entry.row;
    this.forgetSession(sessionId, entry.row.id);
    return undefined;
  }

  set(sessionId: string, row: UserRow): void {
    if (!this.feed?.connected) return;
    if (this.entries.size >= MAX_ENTRIES) this.evictOldest();
    this.entries.set(sessionId, { row, expiresAt: Date.now() + TTL_MS });
    const sessions = this.sessionsByUser.get(row.id) ?? new Set<string>();
    sessions.add(sessionId);
    this.sessionsByUser.set(row.id, sessions);
  }

  forgetUser(userId: string): void {
    for (const sessionId of this.sessionsByUser.get(userId) ?? []) this.entries.delete(sessionId);
    this.sessionsByUser.delete(userId);
  }

  clear(): void {
    this.entries.clear();
    this.sessionsByUser.clear();
  }

  private forgetSession(sessionId: string, userId: string): void {
    this.entries.delete(sessionId);
    this.sessionsByUser.get(userId)?.delete(sessionId);
  }

  private evictOldest(): void {
    const oldest = this.entries.entries().next().value;
    if (oldest) this.forgetSession(oldest[0], oldest[1].row.id);
  }
}
