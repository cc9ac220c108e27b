import type { SessionEndReason } from "../../../api/contract/realtime.js";
import type { Services } from "../../../api/context.js";
import { Session } from "../../../db/models/Session.js";
import { User } from "../../../db/models/User.js";
import { liveSessions, type SignedInSession } from "../../../api/policies/session.js";
import type { Log } from "../hubContext.js";
import type { HubServer, HubSocket } from "../hubTypes.js";
import { allLocalSockets, localSocketsIn } from "../localSockets.js";
import { passwordStamp } from "../passwordStamp.js";
import { rooms } from "../rooms.js";

/** How often every socket's session is asked again, so one that expires ends near its time. */
const EXPIRY_SWEEP_MS = 60_000;

/**
 * Ends the sockets of sessions that ended. The session cache hears, on every process, each change to a
 * user or their sessions (the `auth_changed` notifications of PostgreSQL, and this process's own writers
 * right after their commit); each process then asks again, by the session lookup's rule and a thousand
 * sessions per query, about its own sockets of that user (all of them after a gap in the notifications,
 * and once a minute for expiry). A socket
 * whose session is gone hears `session.ended` with the reason and is disconnected; one whose session
 * lives takes the person's current name and avatar. Returns what stops it.
 */
export function endSocketsOfEndedSessions(services: Services, io: HubServer, log: Log): () => void {
  const check = (sockets: HubSocket[]) => checkSessions(services, sockets).catch((error: unknown) => log("checking sockets' sessions failed", error));
  const stopHearing = services.sessionCache.onEviction((userId) => {
    void check(userId === null ? allLocalSockets(io) : localSocketsIn(io, rooms.user(userId)));
  });
  const sweep = setInterval(() => void check(allLocalSockets(io)), EXPIRY_SWEEP_MS);
  sweep.unref();
  return () => {
    stopHearing();
    clearInterval(sweep);
  };
}

/** Sessions asked about per query, so that a process with many sockets asks in a few queries, not one per tab. */
const CHECK_BATCH = 1000;

/**
 * Asks, a thousand sessions per query, whether the sockets' sessions are live: a live one's sockets take
 * the person's current name and avatar, an ended one's are told why and disconnected.
 */
async function checkSessions(services: Services, sockets: HubSocket[]): Promise<void> {
  const sessionIds = [...new Set(sockets.map((socket) => socket.data.sessionId))];
  const live = new Map<string, SignedInSession>();
  for (let start = 0; start < sessionIds.length; start += CHECK_BATCH) {
    for (const session of await liveSessions(services.db, sessionIds.slice(start, start + CHECK_BATCH))) live.set(session.id, session);
  }
  const ended = new Map<string, HubSocket[]>();
  for (const socket of sockets) {
    if (!socket.connected) continue;
    const session = live.get(socket.data.sessionId);
    if (session) {
      socket.data.displayName = session.user.display_name;
      socket.data.avatarUrl = session.user.avatar || null;
      continue;
    }
    const held = ended.get(socket.data.sessionId);
    if (held) held.push(socket);
    else ended.set(socket.data.sessionId, [socket]);
  }
  await Promise.all([...ended.values()].map((held) => endSession(services, held)));
}

/** Tells the sockets of one ended session why (asked once, however many tabs it had) and disconnects them. */
async function endSession(services: Services, sockets: HubSocket[]): Promise<void> {
  const [first] = sockets;
  if (!first) return;
  const reason = await endReason(services, first);
  for (const socket of sockets) {
    socket.emit("session.ended", { reason });
    socket.disconnect(true);
  }
}

/** Why a session the lookup no longer finds has ended: its user's password changed, it expired, or it was signed out. */
async function endReason(services: Services, socket: HubSocket): Promise<SessionEndReason> {
  const user = await User.query(services.db).findById(socket.data.userId).select("password_hash");
  if (user && passwordStamp(user.password_hash) !== socket.data.passwordStamp) return "password_changed";
  const session = await Session.query(services.db).findById(socket.data.sessionId).select("expires_at");
  return session && session.expires_at.getTime() <= Date.now() ? "session_expired" : "signed_out";
}
