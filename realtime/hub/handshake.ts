import type { Services } from "../../api/context.js";
import { fromOwnOrigin, sessionOfCookie } from "../requestSession.js";
import type { Log } from "./hubContext.js";
import type { HubSocket } from "./hubTypes.js";
import { rooms } from "./rooms.js";
import { signedInData } from "./socketData.js";
import { signInWithApiToken } from "./tokenHandshake.js";

/** What a refused handshake tells the client (its connect_error's message). */
export const HANDSHAKE_ERRORS = {
  origin: "Cross-origin connection refused.",
  unauthenticated: "Sign in to connect.",
  badToken: "This API token is not valid: it may be mistyped, revoked or expired, or its person no longer has access.",
  rateLimited: "This API token made too many requests this minute; connect again later.",
  failed: "The server could not sign this connection in; try again.",
} as const;

/**
 * The hub's io.use(): a socket from another origin, or without a live session, is refused before it
 * connects (the client sees connect_error); an accepted one knows its user and has joined their room.
 * A script signs in with `auth: { token }` instead (./tokenHandshake.ts).
 */
export function handshake(services: Services, log: Log) {
  return async (socket: HubSocket, next: (error?: Error) => void): Promise<void> => {
    try {
      const { headers, secure, auth } = socket.handshake;
      if (auth.token !== undefined) {
        const refused = await signInWithApiToken(services, socket, auth.token);
        return next(refused ? new Error(HANDSHAKE_ERRORS[refused]) : undefined);
      }
      if (!fromOwnOrigin(headers, secure, services)) return next(new Error(HANDSHAKE_ERRORS.origin));
      const session = await sessionOfCookie(services, headers.cookie);
      if (!session) return next(new Error(HANDSHAKE_ERRORS.unauthenticated));
      const { user } = session;
      socket.data = signedInData(user, { sessionId: session.id });
      await socket.join(rooms.user(user.id));
      next();
    } catch (error) {
      // The client hears a generic refusal; what went wrong (a database error, say) stays in the log.
      log("a socket handshake failed", error);
      next(new Error(HANDSHAKE_ERRORS.failed));
    }
  };
}
