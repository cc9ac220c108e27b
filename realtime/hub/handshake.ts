import type { Services } from "../../api/context.js";
import { isOwnOrigin } from "../../api/auth/origin.js";
import { SESSION_COOKIE } from "../../api/auth/sessions.js";
import { actorForSession, type SignedInSession } from "../../api/policies/session.js";
import type { Log } from "./hubContext.js";
import type { HubSocket } from "./hubTypes.js";
import { passwordStamp } from "./passwordStamp.js";
import { rooms } from "./rooms.js";

/** What a refused handshake tells the client (its connect_error's message). */
export const HANDSHAKE_ERRORS = {
  origin: "Cross-origin connection refused.",
  unauthenticated: "Sign in to connect.",
  failed: "The server could not sign this connection in; try again.",
} as const;

/**
 * The hub's io.use(): a socket from another origin, or without a live session, is refused before it
 * connects (the client sees connect_error); an accepted one knows its user and has joined their room.
 */
export function handshake(services: Services, log: Log) {
  return async (socket: HubSocket, next: (error?: Error) => void): Promise<void> => {
    try {
      const origin = socket.handshake.headers.origin;
      // A browser sends Origin on every cross-origin request and on WebSocket upgrades, but not on a
      // same-origin polling GET; a client without one is not a page of another site.
      if (origin && !isOwnOrigin(origin, ownOrigin(socket, services.config.trustProxy), services.config.webUrl)) return next(new Error(HANDSHAKE_ERRORS.origin));
      const session = await sessionOf(services, socket);
      if (!session) return next(new Error(HANDSHAKE_ERRORS.unauthenticated));
      const { user } = session;
      socket.data = {
        userId: user.id,
        displayName: user.display_name,
        avatarUrl: user.avatar || null,
        sessionId: session.id,
        passwordStamp: passwordStamp(user.password_hash),
        scopes: new Map(),
      };
      await socket.join(rooms.user(user.id));
      next();
    } catch (error) {
      // The client hears a generic refusal; what went wrong (a database error, say) stays in the log.
      log("a socket handshake failed", error);
      next(new Error(HANDSHAKE_ERRORS.failed));
    }
  };
}

/** The origin the handshake reached, as Koa's ctx.protocol and ctx.host read it (behind a trusted proxy, its X-Forwarded-*). */
function ownOrigin(socket: HubSocket, trustProxy: boolean): string {
  const headers = socket.handshake.headers;
  const forwarded = (name: string) => (trustProxy ? String(headers[name] ?? "").split(",")[0]?.trim() : "");
  const protocol = forwarded("x-forwarded-proto") || (socket.handshake.secure ? "https" : "http");
  return `${protocol}://${forwarded("x-forwarded-host") || headers.host}`;
}

/**
 * Who the handshake signs in: a browser's session cookie, through the same lookup and cache as REST.
 * An API token (`auth: { token }`, the API tokens issue) will be a second way in, beside this one.
 */
function sessionOf(services: Services, socket: HubSocket): SignedInSession | null | Promise<SignedInSession | null> {
  const token = cookieValue(socket.handshake.headers.cookie, SESSION_COOKIE);
  return token ? actorForSession(services.db, services.sessionCache, token) : null;
}

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const pair of header?.split(";") ?? []) {
    const index = pair.indexOf("=");
    if (index > 0 && pair.slice(0, index).trim() === name) return pair.slice(index + 1).trim();
  }
  return undefined;
}
