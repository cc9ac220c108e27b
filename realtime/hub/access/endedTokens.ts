import type { Services } from "../../../api/context.js";
import { liveApiTokenIds } from "../../../api/policies/apiToken.js";
import type { Db } from "../../../db/connection.js";
import type { Log } from "../hubContext.js";
import type { HubServer, HubSocket, SocketApiToken } from "../hubTypes.js";
import { allLocalSockets, localSocketsIn } from "../localSockets.js";
import { rooms } from "../rooms.js";

/**
 * The sibling of ./endedSessions.ts for sockets signed in with an API token: a token revoked or expired,
 * or whose person was deactivated or removed from its workspace, ends its sockets (`session.ended` with
 * `token_revoked`). Asked about this process's token sockets of a person when they change (the session
 * cache hears a deactivation on every process, the bus a token revoked on this one, and ./recheckScopes.ts
 * a membership changed on any), and about all of them every `config.sessionSweepMs`, which also catches
 * expiry and a token revoked on another process. Returns what stops it.
 */
export function endSocketsOfEndedTokens(services: Services, io: HubServer, log: Log): () => void {
  const check = (sockets: HubSocket[]) => void endSocketsOfDeadTokens(services.db, sockets).catch((error: unknown) => log("checking API token sockets failed", error));
  const ofPerson = (userId: string) => localSocketsIn(io, rooms.apiTokensOf(userId));
  // null: notifications were missed, so every socket is asked.
  const stopHearing = services.sessionCache.onEviction((userId) => check(userId === null ? allLocalSockets(io) : ofPerson(userId)));
  const stopListening = services.events.subscribe((event) => {
    // Its audience is the token's owner and the workspace's admins.
    if (event.name === "api_token.deleted" && event.audience.kind === "users") for (const userId of event.audience.user_ids) check(ofPerson(userId));
  });
  const sweep = setInterval(() => check(allLocalSockets(io)), services.config.sessionSweepMs);
  sweep.unref();
  return () => {
    stopHearing();
    stopListening();
    clearInterval(sweep);
  };
}

/** Asks once which of the sockets' tokens still work, and ends the sockets of the others. */
export async function endSocketsOfDeadTokens(db: Db, sockets: HubSocket[]): Promise<void> {
  const held = sockets.filter((socket): socket is HubSocket & { data: { apiToken: SocketApiToken } } => socket.connected && socket.data.apiToken !== null);
  if (held.length === 0) return;
  const live = await liveApiTokenIds(db, [...new Set(held.map((socket) => socket.data.apiToken.id))]);
  for (const socket of held) {
    if (live.has(socket.data.apiToken.id)) continue;
    socket.emit("session.ended", { reason: "token_revoked" });
    socket.disconnect(true);
  }
}
