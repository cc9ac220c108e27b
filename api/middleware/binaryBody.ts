import type { AppContext } from "../context.js";
import { PayloadTooLargeError } from "../errors.js";

/**
 * A request body read as bytes (application/octet-stream, which the body parser leaves alone), never
 * more than `limit`: a declared length past it is refused before anything is read, and a stream that
 * runs past it is refused as soon as it does, so a client can never make the server buffer more.
 */
export async function readBinaryBody(ctx: AppContext, limit: number, tooLarge: string): Promise<Uint8Array> {
  if (Number(ctx.get("content-length") || 0) > limit) throw new PayloadTooLargeError(tooLarge);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req as AsyncIterable<Buffer>) {
    size += chunk.byteLength;
    if (size > limit) throw new PayloadTooLargeError(tooLarge);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}
