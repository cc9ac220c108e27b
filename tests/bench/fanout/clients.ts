import { io, type Socket } from "socket.io-client";
import { SOCKET_PATH, type ClientToServerEvents, type ScopeRequest, type ServerToClientEvents } from "../../../api/contract/realtime.js";
import { now } from "./clock.js";
import type { ClientAnswer, ClientOrder, ConnectOrder, Receipt } from "./protocol.js";

/**
 * A share of the benchmark's sockets, in a process of its own (forked by clientPool.ts), as browsers are:
 * their parsing and bookkeeping does not run on the server's event loop. Each socket notes the moment it
 * hears the listened event, keyed by the event's mutation id, so the parent can tell when the last socket
 * of all heard each change and whether any heard one twice or never.
 */
type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

const CONNECTS_IN_FLIGHT = 50;
const ACK_TIMEOUT_MS = 10_000;

let sockets: ClientSocket[] = [];
let listened: string | null = null;
let receipts = new Map<string, Receipt>();
/** What each socket heard, to tell a duplicate from a first delivery. */
let heard = new WeakMap<ClientSocket, Set<string>>();
let unkeyed = 0;

function hear(socket: ClientSocket, event: string, payload: unknown): void {
  const at = now();
  if (event !== listened) return;
  const key = (payload as { mutation_id?: unknown } | null)?.mutation_id;
  if (typeof key !== "string") {
    unkeyed++;
    return;
  }
  const seen = heard.get(socket) ?? new Set<string>();
  heard.set(socket, seen);
  const receipt = receipts.get(key) ?? { key, sockets: 0, duplicates: 0, lastAt: 0 };
  receipts.set(key, receipt);
  if (seen.has(key)) {
    receipt.duplicates++;
    return;
  }
  seen.add(key);
  receipt.sockets++;
  receipt.lastAt = Math.max(receipt.lastAt, at);
}

function connectOne(order: ConnectOrder, cookie: string | null): Promise<ClientSocket> {
  const socket: ClientSocket = io(order.url, {
    path: SOCKET_PATH,
    // Straight to a websocket (no long-polling first), each socket on a connection of its own.
    transports: ["websocket"],
    forceNew: true,
    reconnection: false,
    extraHeaders: { origin: order.origin, ...(cookie ? { cookie } : {}) },
  });
  socket.onAny((event: string, payload: unknown) => hear(socket, event, payload));
  return new Promise((resolve, reject) => {
    socket.once("connect", () => resolve(socket));
    socket.once("connect_error", (error) => {
      socket.close();
      reject(new Error(`connecting to ${order.url}: ${error.message}`));
    });
  });
}

async function connectAll(order: ConnectOrder): Promise<void> {
  const queue = [...order.cookies];
  const worker = async () => {
    for (let cookie = queue.shift(); cookie !== undefined; cookie = queue.shift()) sockets.push(await connectOne(order, cookie));
  };
  await Promise.all(Array.from({ length: CONNECTS_IN_FLIGHT }, worker));
}

async function subscribeAll(scope: ScopeRequest): Promise<void> {
  const answers = await Promise.all(sockets.map((socket) => socket.timeout(ACK_TIMEOUT_MS).emitWithAck("subscribe", scope)));
  const refused = answers.find((answer) => !answer.ok);
  if (refused && !refused.ok) throw new Error(`subscribe refused: ${refused.error}`);
}

async function obey(order: ClientOrder): Promise<ClientAnswer> {
  switch (order.type) {
    case "connect":
      await connectAll(order);
      return { type: "done" };
    case "subscribe":
      await subscribeAll(order.scope);
      return { type: "done" };
    case "listen":
      listened = order.event;
      return { type: "done" };
    case "report": {
      const answer: ClientAnswer = { type: "report", receipts: [...receipts.values()], unkeyed };
      receipts = new Map();
      heard = new WeakMap();
      unkeyed = 0;
      return answer;
    }
    case "disconnect":
      for (const socket of sockets) socket.disconnect();
      sockets = [];
      return { type: "done" };
  }
}

process.on("message", (order: ClientOrder) => {
  obey(order).then(
    (answer) => process.send?.(answer),
    (error: unknown) => process.send?.({ type: "failed", error: error instanceof Error ? error.message : String(error) } satisfies ClientAnswer),
  );
});
