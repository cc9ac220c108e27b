import type { ScopeRequest } from "../../../api/contract/realtime.js";
import { forkChild, type Child } from "./child.js";
import type { ClientAnswer, ClientOrder, Receipt } from "./protocol.js";

/** What every socket of the pool heard, by event key. */
export interface PoolReport {
  receipts: Map<string, Receipt>;
  /** Listened events that carried no mutation id (none should). */
  unkeyed: number;
}

export function emptyReport(): PoolReport {
  return { receipts: new Map(), unkeyed: 0 };
}

/** Adds what more sockets (or the same sockets later) heard to `into`. */
export function addToReport(into: PoolReport, receipts: Iterable<Receipt>, unkeyed: number): void {
  into.unkeyed += unkeyed;
  for (const receipt of receipts) {
    const sum = into.receipts.get(receipt.key);
    into.receipts.set(receipt.key, {
      key: receipt.key,
      sockets: (sum?.sockets ?? 0) + receipt.sockets,
      duplicates: (sum?.duplicates ?? 0) + receipt.duplicates,
      lastAt: Math.max(sum?.lastAt ?? 0, receipt.lastAt),
    });
  }
}

/** The benchmark's sockets, spread evenly over client processes (clients.ts). */
export interface ClientPool {
  size: number;
  /** Connects one socket per cookie (null for none), spread over the processes. */
  connect(url: string, origin: string, cookies: (string | null)[]): Promise<void>;
  subscribe(scope: ScopeRequest): Promise<void>;
  listen(event: string): Promise<void>;
  report(): Promise<PoolReport>;
  disconnect(): Promise<void>;
  close(): void;
}

export async function startClientPool(processes: number): Promise<ClientPool> {
  const children = await Promise.all(Array.from({ length: processes }, () => forkChild<ClientOrder, ClientAnswer>(new URL("./clients.ts", import.meta.url))));
  const all = (order: (index: number) => ClientOrder) => Promise.all(children.map((child, index) => child.ask(order(index))));
  const done = async (answers: Promise<unknown>) => void (await answers);
  return {
    size: processes,
    connect: (url, origin, cookies) => done(all((index) => ({ type: "connect", url, origin, cookies: cookies.filter((_, n) => n % processes === index) }))),
    subscribe: (scope) => done(all(() => ({ type: "subscribe", scope }))),
    listen: (event) => done(all(() => ({ type: "listen", event }))),
    disconnect: () => done(all(() => ({ type: "disconnect" }))),
    async report() {
      const merged = emptyReport();
      for (const answer of await all(() => ({ type: "report" }))) {
        if (answer.type === "report") addToReport(merged, answer.receipts, answer.unkeyed);
      }
      return merged;
    },
    close: () => children.forEach((child: Child<ClientOrder, ClientAnswer>) => child.kill()),
  };
}
