import { SOCKET_LIMITS, type ScopeAck } from "../../../api/contract/realtime.js";
import { workItemAccess } from "../../../api/policies/workItemAccess.js";
import type { HubContext } from "../hubContext.js";
import type { HubServer, HubSocket } from "../hubTypes.js";
import { rooms, workItemOfRoom } from "../rooms.js";
import { mayHearWorkspace } from "../access/tokenWorkspace.js";
import { answer } from "../scopes/answer.js";
import { heldCount } from "../scopes/heldCount.js";
import { decideFresh } from "../scopes/decideFresh.js";
import { SCOPE_ERRORS, PresenceRequestSchema } from "../scopes/scopeSchema.js";
import { announceViewers } from "./viewers.js";

/**
 * presence.join / presence.leave: who has a work item open. Joining needs what reading the item over
 * REST needs (workItemAccess); leaving, and disconnecting, tell the others at once.
 */
export function handlePresence(hub: HubContext, socket: HubSocket): void {
  socket.on("presence.join", (payload: unknown, ack: unknown) => answer(ack, hub.log, () => join(hub, socket, payload)));
  socket.on("presence.leave", (payload: unknown) => {
    const parsed = PresenceRequestSchema.safeParse(payload);
    if (parsed.success) hub.background(leave(hub.io, socket, parsed.data.work_item_id), "presence.leave");
  });
  socket.on("disconnecting", () => {
    // When the hub shuts down nobody is left to tell, and Redis may already be gone.
    if (hub.closing()) return;
    for (const room of socket.rooms) {
      const workItemId = workItemOfRoom(room);
      if (workItemId) hub.background(announceViewers(hub.io, workItemId, socket.id), "presence on disconnect");
    }
  });
}

async function join(hub: HubContext, socket: HubSocket, payload: unknown): Promise<ScopeAck> {
  const parsed = PresenceRequestSchema.safeParse(payload);
  if (!parsed.success) return { ok: false, error: SCOPE_ERRORS.malformed };
  const workItemId = parsed.data.work_item_id;
  const room = rooms.workItem(workItemId);
  if (socket.rooms.has(room)) return { ok: true };
  if (heldCount(socket) >= SOCKET_LIMITS.maxScopes) return { ok: false, error: SCOPE_ERRORS.tooMany };
  const access = await decideFresh(hub, () => workItemAccess(hub.services.db, socket.data.userId, workItemId, "read"));
  if (!access || !mayHearWorkspace(socket, access.issue.workspace_id)) return { ok: false, error: SCOPE_ERRORS.notFound };
  if (socket.disconnected) return { ok: true };
  await socket.join(room);
  await announceViewers(hub.io, workItemId);
  return { ok: true };
}

async function leave(io: HubServer, socket: HubSocket, workItemId: string): Promise<void> {
  const room = rooms.workItem(workItemId);
  if (!socket.rooms.has(room)) return;
  await socket.leave(room);
  await announceViewers(io, workItemId);
}
