import type { Server, Socket } from "socket.io";
import type { ClientToServerEvents, ScopeRequest, ServerToClientEvents } from "../../api/contract/realtime.js";

/** A scope a socket holds: what it asked for, the workspace it resolved to, and the rooms it was let into. */
export interface HeldScope {
  request: ScopeRequest;
  workspaceId: string;
  projectId: string | null;
  rooms: string[];
}

/** The API token a script's socket signed in with (issue 14): never the secret, only which token and its one workspace. */
export interface SocketApiToken {
  id: string;
  workspaceId: string;
}

/**
 * All a socket keeps after its handshake (an idle socket's memory is mostly this): who it is, which
 * session or API token let it in (to end it with that) and the scopes it holds, keyed by scopeKey().
 */
export interface SocketData {
  userId: string;
  displayName: string;
  avatarUrl: string | null;
  /** The session's row id (the SHA-256 of its token), never the token; null for a socket of an API token. */
  sessionId: string | null;
  apiToken: SocketApiToken | null;
  /** passwordStamp() of the user's password when the socket signed in: tells a password change from a sign-out. */
  passwordStamp: string;
  scopes: Map<string, HeldScope>;
}

/**
 * What one server process asks the others (through the Redis adapter) to do with their own sockets:
 * check their scopes again after an access change made here, answering when done.
 */
export type AccessRecheck =
  /** One person's sockets, for their scopes in one workspace. */
  | { kind: "user"; userId: string; workspaceId: string }
  /** Every socket holding the project; `gone` says it was deleted or archived. */
  | { kind: "project"; projectId: string; gone: boolean }
  /** Every socket holding a scope in a workspace that was deleted. */
  | { kind: "workspace_deleted"; workspaceId: string };

export interface InterServerEvents {
  /** `done` answers the asking process once this one's sockets have been checked. */
  "access.recheck"(recheck: AccessRecheck, done: (checked: true) => void): void;
}

export type HubServer = Server<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;
export type HubSocket = Socket<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;

/** The key of a scope in SocketData.scopes: the same request twice is one scope. */
export function scopeKey(request: ScopeRequest): string {
  return request.project_id ? `${request.workspace_slug}/${request.project_id}` : request.workspace_slug;
}
