import type { Db } from "../../../db/connection.js";
import { workItemAccess } from "../../../api/policies/workItemAccess.js";
import type { HubServer, HubSocket } from "../hubTypes.js";
import { announceViewers } from "../presence/viewers.js";
import { rooms, workItemOfRoom } from "../rooms.js";

/** Takes a socket out of the presence of work items its user may no longer read, telling the other viewers. */
export async function recheckPresence(db: Db, io: HubServer, socket: HubSocket): Promise<void> {
  for (const room of [...socket.rooms]) {
    const workItemId = workItemOfRoom(room);
    if (!workItemId || (await workItemAccess(db, socket.data.userId, workItemId, "read"))) continue;
    await socket.leave(rooms.workItem(workItemId));
    await announceViewers(io, workItemId);
  }
}
