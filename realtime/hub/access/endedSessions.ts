import type { Services } from "../../../api/context.js";
import { actorForSessionId } from "../../../api/policies/session.js";
import type { HubServer, HubSocket } from "../hubTypes.js";
import { allLocalSockets, localSocketsIn } from "../localSockets.js";
import { rooms } from "../rooms.js";

/**
 * Ends the sockets of sessions that ended. The session cache hears, on every process, each change to a
 * user or their sessions (the `auth_changed` notifications of PostgreSQL, and this process's own writers
 * right after their commit); each process then asks the session lookup again for its own sockets of
 * that user (all of them after a gap in the notifications). A socket whose session is gone hears
 * `session.ended` and is disconnected; one whose session lives takes the person's new name and avatar.
 * Returns the unsubscribe.
 */
export function endSocketsOfEndedSessions(services: Services, io: HubServer, log: (message: string, error?: unknown) => void): () => void {
  return services.sessionCache.onEviction((userId) => {
    const sockets = userId === null ? allLocalSockets(io) : localSocketsIn(io, rooms.user(userId));
    for (const socket of sockets) checkSession(services, socket).catch((error: unknown) => log("checking a socket's session failed", error));
  });
}

async function checkSession(services: Services, socket: HubSocket): Promise<void> {
  const session = await actorForSessionId(services.db, services.sessionCache, socket.data.sessionId);
  if (socket.disconnected) return;
  if (!session) {
    // A deleted session row is a sign-out (here or everywhere, as a password change does); the lookup
    // does not say which, and an expired one ends at its own time.
    socket.emit("session.ended", { reason: "signed_out" });
    socket.disconnect(true);
    return;
  }
  socket.data.displayName = session.user.display_name;
  socket.data.avatarUrl = session.user.avatar || null;
}
