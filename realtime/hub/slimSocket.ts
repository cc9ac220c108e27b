import type { HubSocket } from "./hubTypes.js";

/**
 * Lets go of what the handshake kept and the hub no longer needs once the socket is signed in: the HTTP
 * request (engine.io holds it for the socket's life; Socket.IO's memory-usage guide drops it the same
 * way) and the handshake's headers, auth and query. A few hundred idle sockets then cost a few KB each.
 */
export function slimSocket(socket: HubSocket): void {
  const conn = socket.conn as { request: unknown };
  conn.request = null;
  socket.handshake.headers = {};
  socket.handshake.auth = {};
  socket.handshake.query = {};
}
