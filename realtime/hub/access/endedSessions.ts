import type { SessionEndReason } from "../../../api/contract/realtime.js";
import type { Services } from "../../../api/context.js";
import { Session } from "../../../db/models/Session.js";
import { User } from "../../../db/models/User.js";
import { actorForSessionId } from "../../../api/policies/session.js";
import type { HubServer, HubSocket } from "../hubTypes.js";
import { allLocalSockets, localSocketsIn } from "../localSockets.js";
import { passwordStamp } from "../passwordStamp.js";
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

/** Why a session the lookup no longer finds has ended: its user's password changed, it expired, or it was signed out. */
async function endReason(services: Services, socket: HubSocket): Promise<SessionEndReason> {
  const user = await User.query(services.db).findById(socket.data.userId).select("password_hash");
  if (user && passwordStamp(user.password_hash) !== socket.data.passwordStamp) return "password_changed";
  const session = await Session.query(services.db).findById(socket.data.sessionId).select("expires_at");
  return session && session.expires_at.getTime() <= Date.now() ? "session_expired" : "signed_out";
}

async function checkSession(services: Services, socket: HubSocket): Promise<void> {
  const session = await actorForSessionId(services.db, services.sessionCache, socket.data.sessionId);
  if (socket.disconnected) return;
  if (!session) {
    socket.emit("session.ended", { reason: await endReason(services, socket) });
    socket.disconnect(true);
    return;
  }
  socket.data.displayName = session.user.display_name;
  socket.data.avatarUrl = session.user.avatar || null;
}
