import type { ScopeRequest } from "../../../api/contract/realtime.js";

/**
 * The messages between the benchmark (run.ts) and its child processes: the socket clients (clients.ts)
 * and the one that sends the changes (sender.ts). Times are milliseconds on one clock shared by every
 * process of the machine (clock.ts).
 */

/** Where a client process connects its sockets, and as whom. */
export interface ConnectOrder {
  type: "connect";
  url: string;
  /** Sent as the Origin header, as a browser on the web app's origin does. */
  origin: string;
  /** One socket per cookie; null connects without one (the bare server asks for none). */
  cookies: (string | null)[];
}

export type ClientOrder =
  | ConnectOrder
  | { type: "subscribe"; scope: ScopeRequest }
  /** From now on, record each socket's receipts of this event, keyed by the event's mutation_id. */
  | { type: "listen"; event: string }
  /** Answer what was recorded since `listen`, and forget it. */
  | { type: "report" }
  | { type: "disconnect" };

/** What the sockets of one process heard of one event (one mutation id). */
export interface Receipt {
  key: string;
  /** Sockets that heard it at least once. */
  sockets: number;
  /** Deliveries beyond the first to the same socket. */
  duplicates: number;
  /** When the last of those sockets heard it. */
  lastAt: number;
}

export type ClientAnswer =
  | { type: "done" }
  | { type: "report"; receipts: Receipt[]; unkeyed: number }
  | { type: "failed"; error: string };

/** What the sender sends: PATCHes through Cairn's REST API, or POSTs that make the bare server broadcast. */
export type SendTarget =
  | { kind: "cairn"; urls: string[]; cookie: string; csrfToken: string; origin: string }
  | { kind: "bare"; url: string; envelope: Record<string, unknown> };

export interface SendOrder {
  type: "send";
  target: SendTarget;
  perSecond: number;
  count: number;
}

export interface Sent {
  key: string;
  sentAt: number;
  /** Milliseconds until the response arrived. */
  responseMs: number;
  status: number;
}

export type SenderAnswer = { type: "sent"; sent: Sent[] } | { type: "failed"; error: string };
