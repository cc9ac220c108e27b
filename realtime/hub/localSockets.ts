import type { HubServer, HubSocket } from "./hubTypes.js";

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

/** Every socket of this process. */
export function allLocalSockets(io: HubServer): HubSocket[] {
  return [...io.of("/").sockets.values()];
}
