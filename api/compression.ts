import { promisify } from "node:util";
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync, type BrotliOptions, type ZlibOptions } from "node:zlib";

/** The content codings Cairn sends, in the order it prefers them when a client accepts both. */
export const ENCODINGS = ["br", "gzip"] as const;
export type Encoding = (typeof ENCODINGS)[number];

/** Where the build puts each coding's copy of a file: next to it, with this ending. */
export const ENCODED_FILE_SUFFIX: Record<Encoding, string> = { br: ".br", gzip: ".gz" };

/** Below this a response fits a packet or two either way, and compressing only costs time. */
export const COMPRESS_MIN_BYTES = 1024;

/** Text formats; images, fonts, archives and attachments (opaque bytes) are sent as they are. */
const COMPRESSIBLE_TYPE = /^(text\/|application\/(json|javascript|manifest\+json)|image\/svg\+xml)/;

export function isCompressibleType(contentType: string): boolean {
  return COMPRESSIBLE_TYPE.test(contentType);
}

/**
 * How hard to work: at build time, once per file, brotli quality 10 (11 took four times as long on the
 * main chunk for 1.6% fewer bytes), 9 above half a megabyte (10 took seconds on the password dictionaries
 * for 3%), and gzip's best. Per request, the fastest levels: on a 220 kB page of work items brotli 1 took
 * 0.7 ms for 52 kB where 4 took 1.6 ms for the same, and gzip 1 took 1.5 ms for 57 kB where 6 took 2.9 ms
 * for 54 kB (ids and dates, which compress alike at any level, are most of a page).
 */
export type Effort = "build" | "request";

const LARGE_FILE_BYTES = 512 * 1024;

/**
 * Up to this a request's body is compressed on the event loop, in under a millisecond at the request levels
 * (220 kB: brotli 0.4 ms, gzip 0.6 ms); in the thread pool the hand-off alone cost about 0.6 ms more on
 * this kind of VM (brotli 1.1 ms against 0.45 ms, after the idle pause a request follows). Larger bodies go
 * to the thread pool, where a megabyte's 1.6-4.5 ms hold no other request up.
 */
const ON_LOOP_MAX_BYTES = 256 * 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

function gzipOptions(effort: Effort): ZlibOptions {
  return { level: effort === "build" ? constants.Z_BEST_COMPRESSION : constants.Z_BEST_SPEED };
}

function brotliOptions(data: Buffer, effort: Effort): BrotliOptions {
  const quality = effort === "request" ? 1 : data.length > LARGE_FILE_BYTES ? 9 : 10;
  return { params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } };
}

export async function compress(data: Buffer, encoding: Encoding, effort: Effort): Promise<Buffer> {
  if (effort === "request" && data.length <= ON_LOOP_MAX_BYTES) {
    return encoding === "gzip" ? gzipSync(data, gzipOptions(effort)) : brotliCompressSync(data, brotliOptions(data, effort));
  }
  return encoding === "gzip" ? gzipAsync(data, gzipOptions(effort)) : brotli(data, brotliOptions(data, effort));
}
