import { randomUUID } from "node:crypto";
import { now } from "./clock.js";
import type { SendOrder, SendTarget, Sent, SenderAnswer } from "./protocol.js";

/**
 * Sends the changes at a steady rate, in a process of its own (forked by run.ts), so that neither its
 * requests nor its timers run on the server's event loop. Each change gets a fresh key, sent as the
 * X-Mutation-Id that Cairn echoes in the event (or put in the bare server's envelope), and is sent on
 * schedule whether or not the previous answers have come back, as independent people editing would.
 */
function request(target: SendTarget, key: string, index: number): { url: string; init: RequestInit } {
  if (target.kind === "bare") {
    return { url: target.url, init: { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ ...target.envelope, mutation_id: key }) } };
  }
  return {
    url: target.urls[index % target.urls.length] ?? "",
    init: {
      method: "PATCH",
      headers: {
        "content-type": "application/json",
        cookie: target.cookie,
        origin: target.origin,
        "x-csrftoken": target.csrfToken,
        "x-mutation-id": key,
      },
      body: JSON.stringify({ name: `Fan-out change ${index}` }),
    },
  };
}

async function sendOne(target: SendTarget, index: number): Promise<Sent> {
  const key = randomUUID();
  const { url, init } = request(target, key, index);
  const sentAt = now();
  const response = await fetch(url, init);
  await response.arrayBuffer();
  return { key, sentAt, responseMs: now() - sentAt, status: response.status };
}

async function send({ target, perSecond, count }: SendOrder): Promise<Sent[]> {
  const interval = 1000 / perSecond;
  const start = now();
  const sending = Array.from(
    { length: count },
    (_, index) => new Promise<Sent>((resolve, reject) => setTimeout(() => sendOne(target, index).then(resolve, reject), Math.max(0, start + index * interval - now()))),
  );
  return Promise.all(sending);
}

process.on("message", (order: SendOrder) => {
  send(order).then(
    (sent) => process.send?.({ type: "sent", sent } satisfies SenderAnswer),
    (error: unknown) => process.send?.({ type: "failed", error: error instanceof Error ? error.message : String(error) } satisfies SenderAnswer),
  );
});
