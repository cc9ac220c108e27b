import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { Server } from "socket.io";
import { SOCKET_LIMITS, SOCKET_PATH } from "../../../api/contract/realtime.js";

/**
 * The baseline: Socket.IO alone, no authentication, database or policies. Every socket joins one room on
 * connect; a POST to /broadcast emits its JSON body to that room under the event name of the URL's
 * `event` parameter, which is all a fan-out has to do, so its latency is the floor Cairn's is held against.
 */
export interface BareServer {
  url: string;
  broadcastUrl(event: string): string;
  close(): Promise<void>;
}

const ROOM = "everyone";

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

/** `onBroadcast` hears each payload just before it is emitted. */
export async function startBareServer(onBroadcast: (payload: unknown) => void): Promise<BareServer> {
  const http = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://bare");
    if (request.method !== "POST" || url.pathname !== "/broadcast") return void response.writeHead(404).end();
    readBody(request)
      .then((body) => {
        const payload: unknown = JSON.parse(body);
        onBroadcast(payload);
        io.to(ROOM).emit(url.searchParams.get("event") ?? "message", payload);
        response.writeHead(204).end();
      })
      .catch(() => response.writeHead(400).end());
  });
  const io = new Server(http, { path: SOCKET_PATH, maxHttpBufferSize: SOCKET_LIMITS.maxPayloadBytes });
  io.on("connection", (socket) => void socket.join(ROOM));
  const port = await new Promise<number>((resolve) => http.listen(0, "127.0.0.1", () => resolve((http.address() as AddressInfo).port)));
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    broadcastUrl: (event) => `${url}/broadcast?event=${encodeURIComponent(event)}`,
    close: () => new Promise<void>((resolve) => io.close(() => resolve())),
  };
}
