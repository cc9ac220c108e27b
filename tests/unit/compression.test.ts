import { randomBytes } from "node:crypto";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { compress, ENCODINGS } from "../../api/compression.js";

const DECODE = { br: brotliDecompressSync, gzip: gunzipSync } as const;

/** JSON-like text: repetitive field names around random ids, as an API answer is. */
function answerOf(bytes: number): Buffer {
  const parts: string[] = [];
  for (let length = 0; length < bytes; ) {
    const part = `{"id":"${randomBytes(16).toString("hex")}","name":"Work item","priority":"none"},`;
    parts.push(part);
    length += part.length;
  }
  return Buffer.from(`[${parts.join("")}]`);
}

describe("compress", () => {
  // A request's body is compressed on the event loop up to a megabyte and in the thread pool above it: both ways must give the same bytes back.
  for (const size of [200 * 1024, 3 * 1024 * 1024]) {
    for (const encoding of ENCODINGS) {
      it(`gives back a ${Math.round(size / 1024)} kB answer through ${encoding}, smaller`, async () => {
        const data = answerOf(size);
        const packed = await compress(data, encoding, "request");
        expect(packed.length).toBeLessThan(data.length / 2);
        expect(DECODE[encoding](packed).equals(data)).toBe(true);
      });
    }
  }
});
