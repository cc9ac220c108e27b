import type { HubServer, HubSocket } from "./hubTypes.js";
import { rooms } from "./rooms.js";

/** This process's own sockets in a room (the ones it can change directly; other processes mind theirs). */
export function localSocketsIn(io: HubServer, room: string): HubSocket[] {
  const namespace = io.of("/");
  const found: HubSocket[] = [];
  for (const id of namespace.adapter.rooms.get(room) ?? []) {
    const socket = namespace.sockets.get(id);
    if (socket) found.push(socket);
  }
  return found;
}

/** This process's sockets of one person that may hear a workspace: their sessions' and their API tokens' for it. */
export function localSocketsOfUserIn(io: HubServer, userId: string, workspaceId: string): HubSocket[] {
  return [...localSocketsIn(io, rooms.user(userId)), ...localSocketsIn(io, rooms.userInWorkspace(userId, workspaceId))];
}

/** Every socket of this process. */
export function allLocalSockets(io: HubServer): HubSocket[] {
  return [...io.of("/").sockets.values()];
}
