import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

export interface ReceivedDelivery {
  path: string;
  headers: IncomingHttpHeaders;
  /** The raw body exactly as it arrived, which the signature covers. */
  raw: string;
  body: { event: string; action: string; webhook_id: string; workspace_id: string; data: { id: string; name?: string } };
}

export interface Reply {
  status: number;
  headers?: Record<string, string>;
}

export interface WebhookReceiver {
  url: string;
  received: ReceivedDelivery[];
  /** Resolves once `count` deliveries have arrived (or fails after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedDelivery[]>;
  close(): Promise<void>;
}

/**
 * A real HTTP receiver on 127.0.0.1 that records every request as it arrives and answers as `reply` says
 * for the n-th one (0-based): at once, or when the promise it returns settles (a receiver still thinking).
 */
export async function startWebhookReceiver(reply: (n: number) => Reply | Promise<Reply> = () => ({ status: 200 })): Promise<WebhookReceiver> {
  const received: ReceivedDelivery[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const raw = Buffer.concat(chunks).toString("utf8");
      const n = received.length;
      received.push({ path: req.url ?? "", headers: req.headers, raw, body: JSON.parse(raw) as ReceivedDelivery["body"] });
      void Promise.resolve(reply(n)).then((answer) => {
        res.writeHead(answer.status, answer.headers);
        res.end(`answer ${answer.status}`);
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    received,
    async waitFor(count, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`the receiver got ${received.length} of ${count} deliveries`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      return received;
    },
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
