import { io, type Socket } from "socket.io-client";
import type { EventName } from "../../api/contract/events.js";
import { SOCKET_PATH, type ClientToServerEvents, type ScopeAck, type ScopeRequest, type ServerToClientEvents } from "../../api/contract/realtime.js";
import type { TestClient } from "./client.js";

export type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** One event a test socket heard: its name and payload. */
export interface HeardEvent {
  name: string;
  payload: any;
}

export interface SocketOptions {
  /** The Origin header of the handshake; the server's own origin by default, null for none. */
  origin?: string | null;
  /** The Cookie header instead of the client's cookies (a made-up session, none at all). */
  cookie?: string;
  /** The handshake's auth payload, as a script sends `{ token }` with an API token. */
  auth?: Record<string, unknown>;
  /** Engine.io transports; the websocket alone by default (fastest to open). */
  transports?: ("websocket" | "polling")[];
}

const WAIT_MS = 3000;

/**
 * A signed-in test socket: it records everything the server emits to it, so a test can wait for an
 * event or assert that none came. Built by connectSocket().
 */
export class TestSocket {
  readonly heard: HeardEvent[] = [];
  private readonly waiters = new Set<() => void>();

  constructor(readonly socket: ClientSocket) {
    socket.onAny((name: string, payload: unknown) => {
      this.heard.push({ name, payload });
      for (const wake of [...this.waiters]) wake();
    });
  }

  subscribe(scope: ScopeRequest | Record<string, unknown>): Promise<ScopeAck> {
    return this.socket.timeout(WAIT_MS).emitWithAck("subscribe", scope as ScopeRequest);
  }

  unsubscribe(scope: ScopeRequest): Promise<ScopeAck> {
    return this.socket.timeout(WAIT_MS).emitWithAck("unsubscribe", scope);
  }

  /** Subscribes and fails the test unless the server said yes. */
  async mustSubscribe(scope: ScopeRequest): Promise<void> {
    const ack = await this.subscribe(scope);
    if (!ack.ok) throw new Error(`subscribe ${JSON.stringify(scope)} refused: ${ack.error}`);
  }

  /** The events of one name heard so far. */
  named(name: EventName | string): any[] {
    return this.heard.filter((event) => event.name === name).map((event) => event.payload);
  }

  /** The first event of `name` (already heard, or arriving within `ms`) whose payload `matches`. */
  waitFor(name: EventName | string, matches: (payload: any) => boolean = () => true, ms = WAIT_MS): Promise<any> {
    const find = () => this.heard.find((event) => event.name === name && matches(event.payload));
    const found = find();
    if (found) return Promise.resolve(found.payload);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiters.delete(wake);
        reject(new Error(`no ${name} within ${ms} ms; heard ${JSON.stringify(this.heard.map((event) => event.name))}`));
      }, ms);
      const wake = () => {
        const event = find();
        if (!event) return;
        clearTimeout(timer);
        this.waiters.delete(wake);
        resolve(event.payload);
      };
      this.waiters.add(wake);
    });
  }

  /**
   * Fails if an event of `name` whose payload `matches` was heard, or arrives within `ms`. Wait for a
   * later event that the same change causes first where there is one: that proves the silence.
   */
  async expectNone(name: EventName | string, matches: (payload: any) => boolean = () => true, ms = 300): Promise<void> {
    await new Promise((resolve) => setTimeout(resolve, ms));
    const found = this.heard.find((event) => event.name === name && matches(event.payload));
    if (found) throw new Error(`unexpected ${name}: ${JSON.stringify(found.payload)}`);
  }

  /** Resolves when the server ends the socket, with the reason socket.io-client gives. */
  disconnected(ms = WAIT_MS): Promise<string> {
    if (this.socket.disconnected) return Promise.resolve("already disconnected");
    return new Promise((resolve, reject) => {
      const ended = (reason: string) => {
        clearTimeout(timer);
        resolve(reason);
      };
      const timer = setTimeout(() => {
        this.socket.off("disconnect", ended);
        reject(new Error(`still connected after ${ms} ms`));
      }, ms);
      this.socket.once("disconnect", ended);
    });
  }

  close(): void {
    this.socket.disconnect();
  }
}

function cookieHeader(client: TestClient): string {
  return [...client.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
}

function openSocket(baseUrl: string, client: TestClient | null, options: SocketOptions): ClientSocket {
  const origin = options.origin === undefined ? new URL(baseUrl).origin : options.origin;
  const cookie = options.cookie ?? (client ? cookieHeader(client) : "");
  const headers: Record<string, string> = {};
  if (origin) headers.origin = origin;
  if (cookie) headers.cookie = cookie;
  return io(baseUrl, {
    path: SOCKET_PATH,
    transports: options.transports ?? ["websocket"],
    extraHeaders: headers,
    auth: options.auth,
    reconnection: false,
    forceNew: true,
  });
}

/** A socket signed in with the client's session cookie; rejects with the server's reason if it is refused. */
export function connectSocket(baseUrl: string, client: TestClient | null, options: SocketOptions = {}): Promise<TestSocket> {
  const socket = openSocket(baseUrl, client, options);
  const tested = new TestSocket(socket);
  return new Promise((resolve, reject) => {
    socket.once("connect", () => resolve(tested));
    socket.once("connect_error", (error) => {
      socket.disconnect();
      reject(error);
    });
  });
}

/** The connect_error message of a handshake the server should refuse (fails if it connects). */
export async function refusedHandshake(baseUrl: string, client: TestClient | null, options: SocketOptions = {}): Promise<string> {
  try {
    const socket = await connectSocket(baseUrl, client, options);
    socket.close();
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
  throw new Error("the handshake was accepted");
}

/** connectSocket, keeping the socket on `opened` so that closeSockets(opened) ends it after the test. */
export async function connectTracked(opened: TestSocket[], baseUrl: string, client: TestClient | null, options: SocketOptions = {}): Promise<TestSocket> {
  const socket = await connectSocket(baseUrl, client, options);
  opened.push(socket);
  return socket;
}

/** Closes every socket a test opened (afterEach). */
export function closeSockets(sockets: TestSocket[]): void {
  for (const socket of sockets.splice(0)) socket.close();
}
