import type { Db } from "../../../db/connection.js";
import type { AccessRecheck, HeldScope, HubServer, HubSocket } from "../hubTypes.js";
import { allLocalSockets, localSocketsIn, localSocketsOfUserIn } from "../localSockets.js";
import { rooms } from "../rooms.js";
import { resolveScope, type ResolvedScope } from "../scopes/resolveScope.js";
import { endSocketsOfDeadTokens } from "./endedTokens.js";
import { recheckPresence } from "./recheckPresence.js";

/**
 * Checks this process's sockets named by a recheck against the policies again, as a subscribe would:
 * a scope they may no longer hear is left (`scope.revoked`), one whose rooms changed (a role lowered or
 * raised) is moved to the rooms it now has, and the presence of a work item it may no longer read ends.
 */
export async function recheckLocalSockets(db: Db, io: HubServer, recheck: AccessRecheck): Promise<void> {
  const { sockets, affected, gone } = target(io, recheck);
  const decide = decideOncePerPerson(db);
  // A person's membership changed: their API token for the workspace may have stopped working with it.
  const tokens = recheck.kind === "user" ? endSocketsOfDeadTokens(db, localSocketsIn(io, rooms.userInWorkspace(recheck.userId, recheck.workspaceId))) : undefined;
  await Promise.all([...sockets.map((socket) => recheckSocket(decide, socket, affected, gone)), recheckPresence(db, io, recheck), tokens]);
}

type Decide = (socket: HubSocket, key: string, held: HeldScope) => Promise<ResolvedScope | null>;

/** Within one recheck, asks the policies once per person and scope, however many of their tabs hold it. */
function decideOncePerPerson(db: Db): Decide {
  const asked = new Map<string, Promise<ResolvedScope | null>>();
  return (socket, key, held) => {
    const id = `${socket.data.userId} ${key}`;
    let answer = asked.get(id);
    if (!answer) {
      answer = resolveScope(db, socket.data.userId, held.request, { workspaceId: held.workspaceId });
      asked.set(id, answer);
    }
    return answer;
  };
}

/** The sockets a recheck is about, which of their scopes, and whether those are gone without asking. */
function target(io: HubServer, recheck: AccessRecheck): { sockets: HubSocket[]; affected: (held: HeldScope) => boolean; gone: boolean } {
  switch (recheck.kind) {
    case "user":
      return { sockets: localSocketsOfUserIn(io, recheck.userId, recheck.workspaceId), affected: (held) => held.workspaceId === recheck.workspaceId, gone: false };
    case "project":
      return { sockets: localSocketsIn(io, rooms.project(recheck.projectId)), affected: (held) => held.projectId === recheck.projectId, gone: recheck.gone };
    case "workspace_deleted":
      // Rare enough to look at every socket: its project scopes hold no workspace room to find them by.
      return { sockets: allLocalSockets(io), affected: (held) => held.workspaceId === recheck.workspaceId, gone: true };
  }
}

async function recheckSocket(decide: Decide, socket: HubSocket, affected: (held: HeldScope) => boolean, gone: boolean): Promise<void> {
  for (const [key, held] of [...socket.data.scopes]) {
    if (!affected(held)) continue;
    const resolved = gone ? null : await decide(socket, key, held);
    // The scope may have been dropped (or the socket gone) while the policies were asked.
    if (socket.data.scopes.get(key) !== held) continue;
    const keep = new Set(resolved?.rooms ?? []);
    for (const room of held.rooms) if (!keep.has(room)) await socket.leave(room);
    if (!resolved) {
      socket.data.scopes.delete(key);
      socket.emit("scope.revoked", { ...held.request, reason: gone ? "deleted" : "access_lost" });
      continue;
    }
    await socket.join(resolved.rooms);
    socket.data.scopes.set(key, { ...held, ...resolved });
  }
}
