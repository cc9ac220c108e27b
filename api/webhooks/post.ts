import { request as httpRequest, type IncomingMessage } from "node:http";
import { request as httpsRequest } from "node:https";
import type { LookupFunction } from "node:net";
import type { ResolvedTarget } from "./targetGuard.js";

/** How long a receiver has to answer, headers and the start of its body. */
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** How much of a receiver's answer the delivery log keeps. */
const EXCERPT_BYTES = 1024;

export interface PostResult {
  status: number;
  excerpt: string;
}

/** Connects to the address the guard checked, whatever the host's DNS says now (no rebinding). */
function pinnedLookup(target: ResolvedTarget): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  };
}

/** The first bytes of the answer; the rest is not waited for. */
function readExcerpt(response: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const done = () => resolve(Buffer.concat(chunks).subarray(0, EXCERPT_BYTES).toString("utf8"));
    response.on("data", (chunk: Buffer) => {
      chunks.push(chunk);
      size += chunk.length;
      if (size >= EXCERPT_BYTES) {
        response.destroy();
        done();
      }
    });
    response.on("end", done);
    response.on("error", done);
    response.on("close", done);
  });
}

/**
 * One POST of a delivery. Redirects are never followed (node's request does not follow them): a 3xx is
 * answered like any other non-2xx, so a receiver cannot bounce a delivery to an address the guard refused.
 */
export function postWebhook(target: ResolvedTarget, headers: Record<string, string>, body: string, signal: AbortSignal): Promise<PostResult> {
  const send = target.url.protocol === "https:" ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = send(
      target.url,
      {
        method: "POST",
        headers: { ...headers, "Content-Type": "application/json", "Content-Length": String(Buffer.byteLength(body)), "User-Agent": "Cairn-Webhooks/1" },
        lookup: pinnedLookup(target),
        signal: AbortSignal.any([signal, AbortSignal.timeout(WEBHOOK_TIMEOUT_MS)]),
      },
      (response) => {
        void readExcerpt(response).then((excerpt) => resolve({ status: response.statusCode ?? 0, excerpt }));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}
