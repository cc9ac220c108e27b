import type { Db } from "../../../db/connection.js";
import { Issue } from "../../../db/models/Issue.js";
import { workItemAccess } from "../../../api/policies/workItemAccess.js";
import type { AccessRecheck, HubServer, HubSocket } from "../hubTypes.js";
import { localSocketsIn, localSocketsOfUserIn } from "../localSockets.js";
import { announceViewers } from "../presence/viewers.js";
import { rooms, workItemOfRoom } from "../rooms.js";

interface OpenItem {
  workspace_id: string;
  project_id: string;
}

/**
 * Ends, on this process, the presence of people who may no longer read a work item they have open,
 * telling the other viewers. A project's items may be open on sockets that never subscribed to the
 * project, so the items are found by their presence rooms, not by the scopes. One query tells which
 * of them the change is about (in its workspace or project, or gone); only those are asked again, once
 * per person and item however many tabs they have.
 */
export async function recheckPresence(db: Db, io: HubServer, recheck: AccessRecheck): Promise<void> {
  const open = openWorkItems(io, recheck);
  if (open.size === 0) return;
  const found = await Issue.query(db).whereIn("id", [...open.keys()]).select("id", "workspace_id", "project_id");
  const items = new Map<string, OpenItem>(found.map((item) => [item.id, item]));
  await Promise.all(
    [...open].map(async ([workItemId, sockets]) => {
      const item = items.get(workItemId);
      if (item && !concerns(recheck, item)) return;
      const losing = item ? await withoutAccess(db, workItemId, sockets) : sockets;
      if (losing.length === 0) return;
      for (const socket of losing) await socket.leave(rooms.workItem(workItemId));
      await announceViewers(io, workItemId);
    }),
  );
}

/** The work items open on this process that a recheck may touch, with the sockets that have each open. */
function openWorkItems(io: HubServer, recheck: AccessRecheck): Map<string, HubSocket[]> {
  const open = new Map<string, HubSocket[]>();
  const add = (workItemId: string, socket: HubSocket) => {
    const sockets = open.get(workItemId);
    if (sockets) sockets.push(socket);
    else open.set(workItemId, [socket]);
  };
  if (recheck.kind === "user") {
    for (const socket of localSocketsOfUserIn(io, recheck.userId, recheck.workspaceId)) {
      for (const room of socket.rooms) {
        const workItemId = workItemOfRoom(room);
        if (workItemId) add(workItemId, socket);
      }
    }
    return open;
  }
  for (const room of io.of("/").adapter.rooms.keys()) {
    const workItemId = workItemOfRoom(room);
    if (workItemId) for (const socket of localSocketsIn(io, room)) add(workItemId, socket);
  }
  return open;
}

function concerns(recheck: AccessRecheck, item: OpenItem): boolean {
  return recheck.kind === "project" ? item.project_id === recheck.projectId : item.workspace_id === recheck.workspaceId;
}

/** The sockets whose person may no longer read the item, asking the policies once per person. */
async function withoutAccess(db: Db, workItemId: string, sockets: HubSocket[]): Promise<HubSocket[]> {
  const people = [...new Set(sockets.map((socket) => socket.data.userId))];
  const lost = new Set<string>();
  await Promise.all(
    people.map(async (userId) => {
      if (!(await workItemAccess(db, userId, workItemId, "read"))) lost.add(userId);
    }),
  );
  return sockets.filter((socket) => lost.has(socket.data.userId));
}
