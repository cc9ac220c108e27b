import { SOCKET_LIMITS, type ScopeAck } from "../../api/contract/realtime.js";
import type { HubSocket } from "./hubTypes.js";
import { SCOPE_ERRORS } from "./scopes/scopeSchema.js";

const WINDOW_MS = 1000;
const REFUSED: ScopeAck = { ok: false, error: SCOPE_ERRORS.rateLimited };

/**
 * Holds a socket to SOCKET_LIMITS.messagesPerSecond inbound messages: the rest of that second is dropped
 * before any handler runs (a request with an ack hears it was refused), so a flooding client costs the
 * server a counter, not policy queries.
 */
export function throttle(socket: HubSocket): void {
  let windowStart = 0;
  let count = 0;
  socket.use((packet, next) => {
    const now = Date.now();
    if (now - windowStart >= WINDOW_MS) {
      windowStart = now;
      count = 0;
    }
    count += 1;
    if (count <= SOCKET_LIMITS.messagesPerSecond) return next();
    const ack: unknown = packet[packet.length - 1];
    if (typeof ack === "function") (ack as (answer: ScopeAck) => void)(REFUSED);
  });
}
