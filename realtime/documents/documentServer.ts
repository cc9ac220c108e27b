import type { IncomingMessage, Server as HttpServer } from "node:http";
import type { Duplex } from "node:stream";
import { Hocuspocus } from "@hocuspocus/server";
import { WebSocketServer, type WebSocket } from "ws";
import { DOCUMENT_LIMITS, LIVE_PATH } from "../../api/contract/documents.js";
import { makeLogger, type AttachedPart, type AttachmentHost, type ServerAttachment } from "../../api/server.js";
import { fromOwnOrigin, sessionOfCookie } from "../requestSession.js";
import { accessChecks, type LiveSocket } from "./accessChecks.js";
import type { DocumentContext } from "./documentContext.js";
import { documentExtensions } from "./extensions/index.js";
import { followRestWrites } from "./followRestWrites.js";
import { redisSync } from "./redisSync.js";

/** How long shutdown waits for open documents to be stored before it lets go of them. */
const UNLOAD_TIMEOUT_MS = 10_000;

/**
 * The document server (issue 13, ARCHITECTURE.md): Hocuspocus at /live on the one HTTP server, serving the
 * Yjs documents of pages and work item descriptions. The upgrade is refused unless it comes from a page of
 * Cairn with a live session; each document is then authorised on its own (./extensions/authentication.ts).
 */
export const documentServer: ServerAttachment = { name: "document server", attach: startDocumentServer };

const servers = new WeakMap<HttpServer, Hocuspocus<DocumentContext>>();

/** The document server on a server's HTTP server, for tests and benchmarks that look at its documents from inside. */
export function documentServerOf(http: HttpServer): Hocuspocus<DocumentContext> | undefined {
  return servers.get(http);
}

async function startDocumentServer({ http, services }: AttachmentHost): Promise<AttachedPart> {
  const log = makeLogger(services.config.logLevel);
  const hocuspocus = new Hocuspocus<DocumentContext>({
    name: "cairn-documents",
    quiet: true,
    extensions: documentExtensions(services, redisSync(services.config, log)),
  });
  // A little above the cap, so the limits extension refuses a message just over it with its own reason;
  // ws closes anything bigger (1009) before reading it into memory.
  const wss = new WebSocketServer({ noServer: true, maxPayload: DOCUMENT_LIMITS.maxMessageBytes + 64 * 1024 });
  servers.set(http, hocuspocus);
  const checks = accessChecks(services, hocuspocus, log);
  const follower = followRestWrites(services, hocuspocus, log);
  let closing = false;

  const refuse = (socket: Duplex, status: number, text: string) => {
    socket.end(`HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  };
  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    if (pathOf(request) !== LIVE_PATH) return;
    upgrade(request, socket, head).catch((error: unknown) => {
      log("a /live upgrade failed", error);
      refuse(socket, 500, "Internal Server Error");
    });
  };
  const upgrade = async (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    if (closing) return refuse(socket, 503, "Service Unavailable");
    const secure = "encrypted" in socket && Boolean(socket.encrypted);
    if (!fromOwnOrigin(request.headers, secure, services)) return refuse(socket, 403, "Forbidden");
    const session = await sessionOfCookie(services, request.headers.cookie);
    if (!session) return refuse(socket, 401, "Unauthorized");
    const asFetched = fetchRequest(request);
    wss.handleUpgrade(request, socket, head, (ws) => {
      const user = { id: session.user.id, display_name: session.user.display_name };
      accept(ws, asFetched, { userId: user.id, sessionId: session.id }, { user, sessionId: session.id });
    });
  };
  const accept = (ws: WebSocket, request: Request, live: Omit<LiveSocket, "ws">, context: DocumentContext) => {
    const socket = { ...live, ws };
    checks.add(socket);
    const client = hocuspocus.handleConnection(ws, request, context);
    ws.on("message", (data: Buffer) => client.handleMessage(new Uint8Array(data.buffer, data.byteOffset, data.byteLength)));
    ws.on("error", (error) => log("a /live websocket failed", error));
    ws.on("close", (code, reason) => {
      checks.remove(socket);
      client.handleClose({ code, reason: reason.toString() });
    });
  };
  http.on("upgrade", onUpgrade);

  return {
    async close() {
      closing = true;
      http.off("upgrade", onUpgrade);
      checks.stop();
      await follower.close();
      // Closing the connections stores each document they leave (Hocuspocus unloads it once stored).
      hocuspocus.closeConnections();
      hocuspocus.flushPendingStores();
      await until(() => hocuspocus.getDocumentsCount() === 0, UNLOAD_TIMEOUT_MS);
      for (const ws of wss.clients) ws.terminate();
      await hocuspocus.hooks("onDestroy", { instance: hocuspocus });
    },
  };
}

function pathOf(request: IncomingMessage): string {
  return new URL(request.url ?? "/", "http://localhost").pathname;
}

/** Hocuspocus reads headers and query parameters from a fetch Request; only the path and query of the URL matter. */
function fetchRequest(request: IncomingMessage): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (typeof value === "string") headers.set(name, value);
    else if (Array.isArray(value)) for (const item of value) headers.append(name, item);
  }
  return new Request(new URL(request.url ?? "/", "http://localhost"), { headers });
}

async function until(done: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!done() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
}
