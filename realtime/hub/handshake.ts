import type { Services } from "../../api/context.js";
import { fromOwnOrigin, sessionOfCookie } from "../requestSession.js";
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
      const { headers, secure } = socket.handshake;
      if (!fromOwnOrigin(headers, secure, services)) return next(new Error(HANDSHAKE_ERRORS.origin));
      const session = await sessionOfCookie(services, headers.cookie);
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
