import type { SessionEndReason } from "../../../api/contract/realtime.js";
import type { Services } from "../../../api/context.js";
import { Session } from "../../../db/models/Session.js";
import { User } from "../../../db/models/User.js";
import { actorForSessionId } from "../../../api/policies/session.js";
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
 * right after their commit); each process then asks the session lookup again for its own sockets of
 * that user (all of them after a gap in the notifications, and once a minute for expiry). A socket
 * whose session is gone hears `session.ended` with the reason and is disconnected; one whose session
 * lives takes the person's current name and avatar. Returns what stops it.
 */
export function endSocketsOfEndedSessions(services: Services, io: HubServer, log: Log): () => void {
  const stopHearing = services.sessionCache.onEviction((userId) => {
    checkSessions(services, userId === null ? allLocalSockets(io) : localSocketsIn(io, rooms.user(userId)), log);
  });
  const sweep = setInterval(() => sweepExpired(services, io, log).catch((error: unknown) => log("the session expiry sweep failed", error)), EXPIRY_SWEEP_MS);
  sweep.unref();
  return () => {
    stopHearing();
    clearInterval(sweep);
  };
}

const SWEEP_BATCH = 1000;

/** Finds, a thousand sessions per query, the sockets whose session is no longer live, and checks those. */
async function sweepExpired(services: Services, io: HubServer, log: Log): Promise<void> {
  const sockets = allLocalSockets(io);
  const sessionIds = [...new Set(sockets.map((socket) => socket.data.sessionId))];
  const live = new Set<string>();
  for (let start = 0; start < sessionIds.length; start += SWEEP_BATCH) {
    const batch = sessionIds.slice(start, start + SWEEP_BATCH);
    for (const { id } of await Session.query(services.db).whereIn("id", batch).where("expires_at", ">", new Date()).select("id")) live.add(id);
  }
  checkSessions(services, sockets.filter((socket) => !live.has(socket.data.sessionId)), log);
}

/** One lookup per session, however many sockets (tabs) it has. */
function checkSessions(services: Services, sockets: HubSocket[], log: Log): void {
  const bySession = new Map<string, HubSocket[]>();
  for (const socket of sockets) bySession.set(socket.data.sessionId, [...(bySession.get(socket.data.sessionId) ?? []), socket]);
  for (const [sessionId, held] of bySession) checkSession(services, sessionId, held).catch((error: unknown) => log("checking a socket's session failed", error));
}

async function checkSession(services: Services, sessionId: string, sockets: HubSocket[]): Promise<void> {
  const session = await actorForSessionId(services.db, services.sessionCache, sessionId);
  const live = sockets.filter((socket) => socket.connected);
  if (session) {
    for (const socket of live) {
      socket.data.displayName = session.user.display_name;
      socket.data.avatarUrl = session.user.avatar || null;
    }
    return;
  }
  const [first] = live;
  if (!first) return;
  const reason = await endReason(services, first);
  for (const socket of live) {
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
