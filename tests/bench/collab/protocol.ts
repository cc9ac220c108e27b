/** What the bench (run.ts) asks of its editors' process (editors.ts), and what it answers. */

export interface EditOrder {
  type: "edit";
  /** The /live websocket URL, with the editor version. */
  url: string;
  /** One Cookie header per editor (null for a server without sign-in). */
  cookies: (string | null)[];
  document: string;
  perSecond: number;
  seconds: number;
  settleMs: number;
}

export interface OpenOrder {
  type: "open";
  url: string;
  cookie: string | null;
  documents: string[];
}

export type Order = EditOrder | OpenOrder;

export interface EditAnswer {
  type: "edited";
  /** Milliseconds from an edit being made to another editor's document holding it, one per (edit, receiver). */
  latencies: number[];
  sent: number;
  /** Deliveries expected (each edit to every other editor) that never came. */
  missing: number;
  /** Every editor's document ended byte-for-byte equal in content. */
  converged: boolean;
  /** The content every editor ended with. */
  html: string;
}

export interface OpenAnswer {
  type: "opened";
  /** Milliseconds from asking for each document to holding it, synced. */
  times: number[];
}

export type Answer = EditAnswer | OpenAnswer | { type: "failed"; error: string };
