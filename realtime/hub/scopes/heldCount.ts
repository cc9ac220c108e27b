import type { HubSocket } from "../hubTypes.js";
import { workItemOfRoom } from "../rooms.js";

/** What a socket holds against SOCKET_LIMITS.maxScopes: its scopes and the work items it is present on. */
export function heldCount(socket: HubSocket): number {
  let presence = 0;
  for (const room of socket.rooms) if (workItemOfRoom(room)) presence += 1;
  return socket.data.scopes.size + presence;
}
