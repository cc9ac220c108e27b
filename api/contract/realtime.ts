import type { AnyEventEnvelope, DomainEventListeners } from "./events.js";

/**
 * The Socket.IO wire contract of the hub (ARCHITECTURE.md "Wire protocols"), shared by realtime/ and web/:
 * the path, what each side may emit with its payload type, and the limits the server holds a socket to.
 */

/** Bumped when a change to this contract would break an older client; sent in the handshake's `auth.protocol`. */
export const REALTIME_PROTOCOL_VERSION = 1;

export const SOCKET_PATH = "/socket.io";

/** A scope a socket asks to hear: a workspace (members, projects, settings) or one project's content. */
export interface ScopeRequest {
  workspace_slug: string;
  project_id?: string;
}

/**
 * The answer to a request. A granted subscribe also says the workspace's current sync version, read after
 * the socket joined its rooms: every later change reaches the socket, so a fresh tab catches up from there.
 */
export type ScopeAck = { ok: true; version?: number } | { ok: false; error: string };

/** Who else has a work item open, as its page shows them. */
export interface PresenceShape {
  work_item_id: string;
  viewers: { id: string; display_name: string; avatar_url: string | null }[];
}

/** What the client may emit; anything else is ignored. Every request is answered through its ack. */
export interface ClientToServerEvents {
  subscribe(scope: ScopeRequest, ack: (answer: ScopeAck) => void): void;
  unsubscribe(scope: ScopeRequest, ack: (answer: ScopeAck) => void): void;
  /** Says this socket has the work item open (its page or peek); volatile, forgotten on disconnect. */
  "presence.join"(request: { work_item_id: string }, ack: (answer: ScopeAck) => void): void;
  "presence.leave"(request: { work_item_id: string }): void;
}

/**
 * Why the server ends a socket, sent as `session.ended` just before it disconnects it; `token_revoked`
 * ends a socket signed in with an API token that was revoked, expired, or whose person lost access.
 */
export type SessionEndReason = "signed_out" | "password_changed" | "session_expired" | "token_revoked";

export type ServerToClientEvents = DomainEventListeners & {
  "session.ended"(event: { reason: SessionEndReason }): void;
  /** A scope the socket had was taken away (membership removed, role lowered, project made private or deleted). */
  "scope.revoked"(event: ScopeRequest & { reason: "access_lost" | "deleted" }): void;
  "presence.updated"(event: PresenceShape): void;
};

/** What one socket may ask of the server (CONVENTIONS.md realtime/; issue 12 "Per-socket limits"). */
export const SOCKET_LIMITS = {
  /** Bytes of one inbound message; a larger one closes the socket (engine.io's maxHttpBufferSize). */
  maxPayloadBytes: 4 * 1024,
  /** Scopes one socket may hold at once. */
  maxScopes: 50,
  /** Inbound messages one socket may send per second before the rest of that second is dropped. */
  messagesPerSecond: 20,
} as const;

/** The sync endpoint's page (SPEC.md section 9: sync 500 per cursor page). */
export const SYNC_PAGE_SIZE = 500;

/**
 * GET /api/workspaces/{slug}/sync/?after=<version>&project_id=<id>: what the caller may see of the changes
 * after `after`, oldest first, at most SYNC_PAGE_SIZE; `has_more` asks for the next page from
 * `last_version`. `refetch` says the caller is too far behind (the log no longer reaches back that far):
 * reload its views instead of catching up.
 */
export interface SyncPageShape {
  events: AnyEventEnvelope[];
  /** The newest version this page covers (the workspace's current version when nothing is left). */
  last_version: number;
  has_more: boolean;
  refetch: boolean;
}
