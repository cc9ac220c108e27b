import type { CDPSession, Page, Request } from "playwright-core";

/** A page of the project's work item list (the list endpoint with its query), not one item's own paths. */
const LIST_REQUEST = /\/api\/workspaces\/[^/]+\/projects\/[^/]+\/issues\/\?/;

/** Watches a page's work item list requests: how many, how many still open, and how many items they brought. */
export class ListRequests {
  started = 0;
  items = 0;
  private open = new Set<Request>();
  private lastStart = Date.now();

  constructor(page: Page) {
    page.on("request", (request) => {
      if (request.method() !== "GET" || !LIST_REQUEST.test(request.url())) return;
      this.started += 1;
      this.lastStart = Date.now();
      this.open.add(request);
    });
    page.on("requestfailed", (request) => this.open.delete(request));
    page.on("requestfinished", (request) => {
      if (!this.open.delete(request)) return;
      void request
        .response()
        .then((response) => response?.json())
        .then((page: { count?: number } | undefined) => (this.items += page?.count ?? 0))
        .catch(() => undefined);
    });
  }

  /** Resolves once no list request is open and none started for `ms` milliseconds. */
  async quiet(ms: number): Promise<void> {
    while (this.open.size > 0 || Date.now() - this.lastStart < ms) await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export interface Transfer {
  requests: number;
  /** Bytes on the wire: headers and bodies as sent, compressed or not. */
  encoded: number;
  /** The bodies once decoded: what the same page weighs without compression (headers aside). */
  decoded: number;
  /** Bytes on the wire by Chromium's resource type (Script, Stylesheet, Fetch, Document ...). */
  byType: Record<string, number>;
  /** The largest responses on the wire, largest first: path, bytes sent, bytes decoded. */
  largest: [string, number, number][];
}

/** Sums what the network brings a page, from Chromium's own network events. */
export async function watchTransfer(cdp: CDPSession): Promise<() => Transfer> {
  const encoded = new Map<string, number>();
  const decoded = new Map<string, number>();
  const responses = new Map<string, { type: string; path: string }>();
  await cdp.send("Network.enable");
  cdp.on("Network.responseReceived", (event) => responses.set(event.requestId, { type: event.type, path: new URL(event.response.url).pathname }));
  cdp.on("Network.dataReceived", (event) => decoded.set(event.requestId, (decoded.get(event.requestId) ?? 0) + event.dataLength));
  cdp.on("Network.loadingFinished", (event) => encoded.set(event.requestId, event.encodedDataLength));
  const sum = (values: Map<string, number>) => [...values.values()].reduce((total, value) => total + value, 0);
  return () => {
    const byType: Record<string, number> = {};
    for (const [id, bytes] of encoded) {
      const type = responses.get(id)?.type ?? "Other";
      byType[type] = (byType[type] ?? 0) + bytes;
    }
    const largest = [...encoded]
      .sort(([, a], [, b]) => b - a)
      .slice(0, 5)
      .map(([id, bytes]): [string, number, number] => [responses.get(id)?.path ?? "?", bytes, decoded.get(id) ?? 0]);
    return { requests: encoded.size, encoded: sum(encoded), decoded: sum(decoded), byType, largest };
  };
}
