import { randomBytes } from "node:crypto";
import { createReadStream, createWriteStream, type ReadStream } from "node:fs";
import { mkdir, rename, rm, stat } from "node:fs/promises";
import { join } from "node:path";
import { Transform, type TransformCallback } from "node:stream";
import { pipeline } from "node:stream/promises";
import { PayloadTooLargeError } from "../errors.js";
import { isUuid } from "../findInScope.js";

/**
 * Uploaded files on local disk, at `${DATA_DIR}/uploads/<workspace_id>/<asset_id>`. Keys are made of
 * two UUIDs and checked again here, so no stored or client-supplied string can point outside that folder.
 */

export function storageKey(workspaceId: string, assetId: string): string {
  return `${workspaceId}/${assetId}`;
}

function pathOf(dataDir: string, key: string): string {
  const [workspaceId, assetId, extra] = key.split("/");
  if (extra !== undefined || !isUuid(workspaceId) || !isUuid(assetId)) throw new Error(`Not a storage key: ${key}`);
  return join(dataDir, "uploads", workspaceId, assetId);
}

/** Counts bytes on their way through and fails the stream at the first byte past `limit`. */
function byteLimit(limit: number): Transform & { bytes: number } {
  const counter = new Transform({
    transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
      counter.bytes += chunk.length;
      if (counter.bytes > limit) done(new PayloadTooLargeError(`The file is larger than the upload limit of ${limit} bytes.`));
      else done(null, chunk);
    },
  }) as Transform & { bytes: number };
  counter.bytes = 0;
  return counter;
}

/**
 * Streams `source` to the key's file and returns the bytes written. The bytes go to a temporary file
 * that is renamed into place only once complete, so a refused, aborted or truncated upload leaves no file
 * behind and never replaces a good one.
 */
export async function writeAsset(dataDir: string, key: string, source: AsyncIterable<Uint8Array>, limit: number): Promise<number> {
  const target = pathOf(dataDir, key);
  const partial = `${target}.${randomBytes(8).toString("hex")}.part`;
  await mkdir(join(target, ".."), { recursive: true });
  const counter = byteLimit(limit);
  try {
    await pipeline(source, counter, createWriteStream(partial, { flags: "wx", mode: 0o600 }));
    await rename(partial, target);
    return counter.bytes;
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}

/** The stored file's size in bytes, or null when there is none. */
export async function storedSize(dataDir: string, key: string): Promise<number | null> {
  try {
    return (await stat(pathOf(dataDir, key))).size;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}

export function readAsset(dataDir: string, key: string): ReadStream {
  return createReadStream(pathOf(dataDir, key));
}

/** Removing a file that is already gone is not an error: deletes must be safe to repeat. */
export async function deleteAsset(dataDir: string, key: string): Promise<void> {
  await rm(pathOf(dataDir, key), { force: true });
}
