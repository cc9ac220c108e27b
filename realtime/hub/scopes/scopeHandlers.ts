import type { ScopeAck, ScopeRequest } from "../../../api/contract/realtime.js";
import { SOCKET_LIMITS } from "../../../api/contract/realtime.js";
import type { HubContext } from "../hubContext.js";
import { scopeKey, type HubSocket } from "../hubTypes.js";
import { currentVersion } from "../../../api/sync/syncPage.js";
import { mayHearWorkspace } from "../access/tokenWorkspace.js";
import { answer } from "./answer.js";
import { decideFresh } from "./decideFresh.js";
import { heldCount } from "./heldCount.js";
import { resolveScope } from "./resolveScope.js";
import { SCOPE_ERRORS, ScopeRequestSchema } from "./scopeSchema.js";

const OK: ScopeAck = { ok: true };

/** subscribe / unsubscribe: a socket asks to hear a workspace or a project, and the policies answer. */
export function handleScopes(hub: HubContext, socket: HubSocket): void {
  socket.on("subscribe", (payload: unknown, ack: unknown) => answer(ack, hub.log, () => subscribe(hub, socket, payload)));
  socket.on("unsubscribe", (payload: unknown, ack: unknown) => answer(ack, hub.log, () => unsubscribe(socket, payload)));
}

async function subscribe(hub: HubContext, socket: HubSocket, payload: unknown): Promise<ScopeAck> {
  const parsed = ScopeRequestSchema.safeParse(payload);
  if (!parsed.success) return { ok: false, error: SCOPE_ERRORS.malformed };
  const request: ScopeRequest = parsed.data;
  const key = scopeKey(request);
  const held = socket.data.scopes.get(key);
  if (held) return { ok: true, version: await currentVersion(hub.services.db, held.workspaceId) };
  if (heldCount(socket) >= SOCKET_LIMITS.maxScopes) return { ok: false, error: SCOPE_ERRORS.tooMany };
  const resolved = await decideFresh(hub, () => resolveScope(hub.services.db, socket.data.userId, request));
  if (!resolved || !mayHearWorkspace(socket, resolved.workspaceId)) return { ok: false, error: SCOPE_ERRORS.notFound };
  // The socket may have gone, or asked twice at once, while the policies were being asked.
  if (socket.disconnected || socket.data.scopes.has(key)) return { ok: true, version: await currentVersion(hub.services.db, resolved.workspaceId) };
  if (heldCount(socket) >= SOCKET_LIMITS.maxScopes) return { ok: false, error: SCOPE_ERRORS.tooMany };
  socket.data.scopes.set(key, { request, ...resolved });
  await socket.join(resolved.rooms);
  // Read after joining: a change committed from here on is both counted in it and heard by the socket.
  return { ok: true, version: await currentVersion(hub.services.db, resolved.workspaceId) };
}

async function unsubscribe(socket: HubSocket, payload: unknown): Promise<ScopeAck> {
  const parsed = ScopeRequestSchema.safeParse(payload);
  if (!parsed.success) return { ok: false, error: SCOPE_ERRORS.malformed };
  const key = scopeKey(parsed.data);
  const held = socket.data.scopes.get(key);
  if (!held) return OK;
  socket.data.scopes.delete(key);
  for (const room of held.rooms) await socket.leave(room);
  return OK;
}
