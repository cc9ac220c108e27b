import { rooms, userOfRoom } from "../rooms.js";

/**
 * An API token's socket hears what its person hears, but only in the token's workspace. It is therefore
 * not in the person's user room (which carries every workspace of theirs) but in their room for that
 * workspace, and an event sent to a person's room goes to their room of the event's workspace as well; an
 * event of no workspace reaches only their sessions. Chosen over filtering each socket on delivery, which
 * Socket.IO cannot do for a broadcast (other processes deliver through the Redis adapter, by room name):
 * this costs one more room name per person an event names, and nothing per socket.
 */
export function withTokenRooms(targets: string[], workspaceId: string | null): string[] {
  if (workspaceId === null) return targets;
  const added: string[] = [];
  for (const room of targets) {
    const userId = userOfRoom(room);
    if (userId) added.push(rooms.userInWorkspace(userId, workspaceId));
  }
  return added.length === 0 ? targets : [...targets, ...added];
}
