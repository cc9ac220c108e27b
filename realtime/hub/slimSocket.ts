import type { HubSocket } from "./hubTypes.js";

/**
 * Lets go of what the handshake kept and the hub no longer needs once the socket is signed in: the HTTP
 * request (engine.io holds it for the socket's life; Socket.IO's memory-usage guide drops it the same
 * way) and the handshake's headers, auth and query. An idle socket then costs the server about 20 KB
 * of heap (tests/realtime/idleSocketMemory.test.ts measures it).
 */
export function slimSocket(socket: HubSocket): void {
  const conn = socket.conn as { request: unknown };
  conn.request = null;
  socket.handshake.headers = {};
  socket.handshake.auth = {};
  socket.handshake.query = {};
}
