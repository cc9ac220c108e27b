import type { Dirent } from "node:fs";
import { readdir, rm, rmdir, stat } from "node:fs/promises";
import { join } from "node:path";
import type { Knex } from "knex";
import { isUuid } from "../findInScope.js";
import { storageKey } from "./localStorage.js";
import { UPLOAD_TOKEN_TTL_SECONDS } from "./uploadToken.js";

const HOUR = 3600 * 1000;
/** Keys asked about per query: well under PostgreSQL's bind-parameter limit. */
const BATCH = 500;
/** What writeAsset leaves behind when the process dies mid-upload: `<asset id>.<hex>.part`. */
const PARTIAL = /^([0-9a-f-]{36})\.[0-9a-f]+\.part$/;

export interface SweepOptions {
  /** Files younger than this are left alone, whatever the database says. Defaults to one hour. */
  minAgeMs?: number;
  now?: Date;
}

async function entries(dir: string): Promise<Dirent[]> {
  try {
    return await readdir(dir, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
}

/** The file's age test; a file that vanished meanwhile is nobody's to remove. */
async function olderThan(path: string, cutoff: number): Promise<boolean> {
  try {
    return (await stat(path)).mtimeMs < cutoff;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return false;
    throw error;
  }
}

/**
 * Drops the rows of uploads announced before `cutoff` and never confirmed (an image pasted and then the tab
 * closed, an upload that failed): nothing lists or serves them, and their files, if any arrived, are then
 * orphans like any other. The cutoff is never younger than the upload token's life, so an upload that may
 * still arrive keeps its row.
 */
async function forgetUnconfirmed(db: Knex, cutoff: number): Promise<void> {
  await db("file_assets").where("is_uploaded", false).where("created_at", "<", new Date(cutoff)).delete();
}

/**
 * Removes uploaded files that no file_assets row names any more: deleting a work item, project or
 * workspace cascades the rows away but cannot reach the disk. Only files older than `minAgeMs` go, so an
 * upload whose row and bytes are still arriving is never touched (the row is always written first, and a
 * key is a fresh id, so a file with no row never gains one later). Stale partial uploads go too, and the
 * folder of a workspace that no longer exists once it is empty. Rows of uploads never confirmed go first
 * (forgetUnconfirmed), so their files go in the same sweep. Answers how many files were removed.
 */
export async function sweepOrphanUploads(db: Knex, dataDir: string, options: SweepOptions = {}): Promise<number> {
  const now = (options.now ?? new Date()).getTime();
  const cutoff = now - (options.minAgeMs ?? HOUR);
  await forgetUnconfirmed(db, Math.min(cutoff, now - UPLOAD_TOKEN_TTL_SECONDS * 1000));
  const root = join(dataDir, "uploads");
  let removed = 0;
  for (const folder of await entries(root)) {
    if (!folder.isDirectory() || !isUuid(folder.name)) continue;
    const workspaceId = folder.name;
    const dir = join(root, workspaceId);
    const candidates = new Map<string, string>();
    for (const file of await entries(dir)) {
      if (!file.isFile()) continue;
      const path = join(dir, file.name);
      if (isUuid(file.name)) {
        if (await olderThan(path, cutoff)) candidates.set(storageKey(workspaceId, file.name), path);
      } else if (PARTIAL.test(file.name) && (await olderThan(path, cutoff))) {
        await rm(path, { force: true });
        removed += 1;
      }
    }
    const keys = [...candidates.keys()];
    for (let start = 0; start < keys.length; start += BATCH) {
      const batch = keys.slice(start, start + BATCH);
      const known = new Set((await db("file_assets").whereIn("storage_key", batch).pluck("storage_key")) as string[]);
      for (const key of batch.filter((k) => !known.has(k))) {
        await rm(candidates.get(key) as string, { force: true });
        removed += 1;
      }
    }
    // A live workspace keeps its folder (an upload may be about to land in it); a deleted one's goes once empty.
    if (!(await db("workspaces").where("id", workspaceId).first("id"))) {
      await rmdir(dir).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== "ENOTEMPTY" && error.code !== "ENOENT" && error.code !== "EEXIST") throw error;
      });
    }
  }
  return removed;
}

/**
 * Sweeps once now and then every `intervalMs` (an hour by default) on an unref'd timer. The returned stop
 * clears the timer and waits for a sweep in progress, so the database is never closed under it.
 */
export function startUploadSweep(db: Knex, dataDir: string, log: (message: string, error?: unknown) => void, intervalMs = HOUR): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  const run = () => {
    running = running.then(() => sweepOrphanUploads(db, dataDir)).catch((error: unknown) => log("upload sweep failed", error));
  };
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
