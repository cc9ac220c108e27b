import { Stream } from "node:stream";
import type { Next } from "koa";
import { COMPRESS_MIN_BYTES, compress, ENCODINGS, isCompressibleType, type Encoding } from "../compression.js";
import type { AppContext } from "../context.js";

/**
 * The codings the client accepts, best first: brotli, then gzip. Browsers list gzip first with the same
 * weight as br, so Cairn's order decides among the accepted ones, not the client's.
 */
export function acceptedEncodings(ctx: AppContext): Encoding[] {
  return ENCODINGS.filter((encoding) => ctx.acceptsEncodings(encoding) === encoding);
}

/** The bytes of a body that is text in memory (a string, a buffer, JSON); streams and the rest are left as they are. */
function bytesOf(ctx: AppContext): Buffer | null {
  const body: unknown = ctx.body;
  if (typeof body === "string") return Buffer.from(body);
  if (Buffer.isBuffer(body)) return body;
  if (body === null || typeof body !== "object" || body instanceof Stream || ctx.response.type !== "application/json") return null;
  return Buffer.from(JSON.stringify(body));
}

/**
 * Compresses API answers on the fly: JSON and other text above COMPRESS_MIN_BYTES, when the client accepts
 * it. Streams pass untouched: attachment downloads are opaque bytes sent as stored, and the web app's files
 * come precompressed from the build (api/middleware/webApp.ts).
 */
export function compressResponses() {
  return async function compressResponse(ctx: AppContext, next: Next): Promise<void> {
    await next();
    if (ctx.method === "HEAD" || !isCompressibleType(ctx.response.type) || ctx.response.get("Content-Encoding")) return;
    const data = bytesOf(ctx);
    if (!data) return;
    // The answer depends on Accept-Encoding for every body of this kind, small ones included: a cache must key on it.
    ctx.vary("Accept-Encoding");
    const encoding = data.length >= COMPRESS_MIN_BYTES ? acceptedEncodings(ctx)[0] : undefined;
    // Sent as bytes either way: left a JSON object, the body would be serialised a second time by Koa.
    ctx.body = encoding ? await compress(data, encoding, "request") : data;
    if (encoding) ctx.set("Content-Encoding", encoding);
  };
}
