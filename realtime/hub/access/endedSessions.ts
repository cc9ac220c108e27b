import type { SessionEndReason } from "../../../api/contract/realtime.js";
import type { Services } from "../../../api/context.js";
import { Session } from "../../../db/models/Session.js";
import { User } from "../../../db/models/User.js";
import { watchSessions } from "../../sessionWatch.js";
import type { Log } from "../hubContext.js";
import type { HubServer, HubSocket } from "../hubTypes.js";
import { allLocalSockets, localSocketsIn } from "../localSockets.js";
import { passwordStamp } from "../passwordStamp.js";
import { rooms } from "../rooms.js";
import { shownAs } from "../socketData.js";

/**
 * Ends the hub's sockets of sessions that ended (realtime/sessionWatch.ts decides which): each hears
 * `session.ended` with the reason and is disconnected; a socket whose session lives takes the person's
 * current name and avatar. Returns what stops it.
 */
export function endSocketsOfEndedSessions(services: Services, io: HubServer, log: Log): () => void {
  return watchSessions<SessionSocket>(
    services,
    {
      // An API token's socket has no session: ./endedTokens.ts watches its token instead.
      heldBy: (userId) => (userId === null ? allLocalSockets(io) : localSocketsIn(io, rooms.user(userId))).filter(connectedBySession),
      sessionOf: (socket) => socket.data.sessionId,
      live(socket, session) {
        Object.assign(socket.data, shownAs(session.user));
      },
      ended: (sockets) => endSession(services, sockets),
    },
    log,
    "sockets'",
  );
}

type SessionSocket = HubSocket & { data: { sessionId: string } };

function connectedBySession(socket: HubSocket): socket is SessionSocket {
  return socket.connected && socket.data.sessionId !== null;
}

/** Tells the sockets of one ended session why (asked once, however many tabs it had) and disconnects them. */
async function endSession(services: Services, sockets: SessionSocket[]): Promise<void> {
  const [first] = sockets;
  if (!first) return;
  const reason = await endReason(services, first);
  for (const socket of sockets) {
    socket.emit("session.ended", { reason });
    socket.disconnect(true);
  }
}

/** Why a session the lookup no longer finds has ended: its user's password changed, it expired, or it was signed out. */
async function endReason(services: Services, socket: SessionSocket): Promise<SessionEndReason> {
  const user = await User.query(services.db).findById(socket.data.userId).select("password_hash");
  if (user && passwordStamp(user.password_hash) !== socket.data.passwordStamp) return "password_changed";
  const session = await Session.query(services.db).findById(socket.data.sessionId).select("expires_at");
  return session && session.expires_at.getTime() <= Date.now() ? "session_expired" : "signed_out";
}
