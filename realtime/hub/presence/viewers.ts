import type { PresenceShape } from "../../../api/contract/realtime.js";
import type { HubServer } from "../hubTypes.js";
import { rooms } from "../rooms.js";

/**
 * Tells everyone with a work item open who has it open, each person once however many tabs they have,
 * from the sockets of every process (`leaving`: a socket still in the room that is on its way out).
 * Nothing is stored, but the emit is not Socket.IO's volatile one: that drops a packet while the socket
 * is still sending the one before, and a viewer who missed the last change showed a stale face (say,
 * someone just taken off the project) until the next one, which may never come.
 */
export async function announceViewers(io: HubServer, workItemId: string, leaving?: string): Promise<void> {
  const room = rooms.workItem(workItemId);
  const sockets = await io.in(room).fetchSockets();
  const viewers = new Map<string, PresenceShape["viewers"][number]>();
  for (const socket of sockets) {
    if (socket.id === leaving || viewers.has(socket.data.userId)) continue;
    viewers.set(socket.data.userId, { id: socket.data.userId, display_name: socket.data.displayName, avatar_url: socket.data.avatarUrl });
  }
  io.to(room).except(leaving ? [leaving] : []).emit("presence.updated", { work_item_id: workItemId, viewers: [...viewers.values()] });
}
