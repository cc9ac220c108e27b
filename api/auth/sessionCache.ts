import type { ChangeFeed } from "../../db/changeFeed.js";
import type { User } from "../../db/models/User.js";

interface Entry {
  /** Read-only to every holder: one model serves each request of the session while it is cached. */
  user: User;
  expiresAt: number;
}

const TTL_MS = 5000;
const MAX_ENTRIES = 10_000;

/**
 * Session id -> user, so that most requests skip the session query and the making of a model from its
 * row. It is only trusted while the database change feed is connected: the `auth_changed` notifications
 * (sent by triggers on users and sessions, whichever node wrote) evict a user's entries, and the short
 * TTL bounds anything missed. Writers on this node also evict right after their commit, since the
 * notification can arrive later than the writer's next request.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private readonly sessionsByUser = new Map<string, Set<string>>();
  private feed?: ChangeFeed;
  private readonly evictionListeners = new Set<(userId: string | null) => void>();
  /** Bumped by every eviction: a lookup that raced one must not store what it read. */
  private evictions = 0;

  attach(feed: ChangeFeed): void {
    this.feed = feed;
  }

  get(sessionId: string): User | undefined {
    if (!this.feed?.connected) return undefined;
    const entry = this.entries.get(sessionId);
    if (!entry) return undefined;
    if (entry.expiresAt > Date.now()) return entry.user;
    this.forgetSession(sessionId, entry.user.id);
    return undefined;
  }

  /** Taken before the database lookup and handed back to set(). */
  ticket(): number {
    return this.evictions;
  }

  set(sessionId: string, user: User, ticket: number): void {
    if (!this.feed?.connected || ticket !== this.evictions) return;
    if (this.entries.size >= MAX_ENTRIES) this.evictOldest();
    this.entries.set(sessionId, { user, expiresAt: Date.now() + TTL_MS });
    const sessions = this.sessionsByUser.get(user.id) ?? new Set<string>();
    sessions.add(sessionId);
    this.sessionsByUser.set(user.id, sessions);
  }

  /**
   * Hears every eviction: a user's (their row or a session of theirs changed, on any node) or, with null,
   * everyone's (the change feed had a gap). Holders of long-lived sessions (the realtime hub's sockets)
   * check theirs again. Returns the unsubscribe.
   */
  onEviction(listener: (userId: string | null) => void): () => void {
    this.evictionListeners.add(listener);
    return () => this.evictionListeners.delete(listener);
  }

  forgetUser(userId: string): void {
    this.evictions++;
    for (const sessionId of this.sessionsByUser.get(userId) ?? []) this.entries.delete(sessionId);
    this.sessionsByUser.delete(userId);
    for (const listener of this.evictionListeners) listener(userId);
  }

  clear(): void {
    this.evictions++;
    this.entries.clear();
    this.sessionsByUser.clear();
    for (const listener of this.evictionListeners) listener(null);
  }

  private forgetSession(sessionId: string, userId: string): void {
    this.entries.delete(sessionId);
    this.sessionsByUser.get(userId)?.delete(sessionId);
  }

  private evictOldest(): void {
    const oldest = this.entries.entries().next().value;
    if (oldest) this.forgetSession(oldest[0], oldest[1].user.id);
  }
}
