import type { Db } from "../db/connection.js";
import { SYNC_PAGE_SIZE } from "./contract/realtime.js";
import { SYNC_CATCH_UP_VERSIONS } from "./sync/syncWindow.js";

const HOUR = 3600 * 1000;
/** Sync log rows older than this go, but for each workspace's last page, so a quiet one can still catch up. */
const SYNC_LOG_MAX_AGE = 7 * 24 * HOUR;

/** Expired sessions, sign-in codes, reset tokens, rate-limit windows and old webhook deliveries are useless rows: drop them hourly. */
export async function purgeExpired(db: Db): Promise<void> {
  const now = new Date();
  await db("sessions").where("expires_at", "<", now).delete();
  await db("magic_codes").where("expires_at", "<", now).delete();
  await db("password_reset_tokens").where("expires_at", "<", now).delete();
  await db("rate_limit_counters").where("window_started_at", "<", new Date(now.getTime() - 24 * HOUR)).delete();
  // Finished webhook deliveries (and their log rows, by cascade) after a month: the log is for recent trouble.
  await db("webhook_deliveries").whereNot("status", "pending").where("finished_at", "<", new Date(now.getTime() - 30 * 24 * HOUR)).delete();
  await pruneSyncLog(db, now);
}

/**
 * The sync log only serves clients within the catch-up window (api/sync/syncWindow.ts); older rows are
 * never read again. Rows past the age limit go too, except each workspace's last page. A client whose
 * versions were pruned is told to refetch.
 */
export async function pruneSyncLog(db: Db, now = new Date()): Promise<void> {
  await db.raw(
    `delete from sync_log using workspace_sync
      where sync_log.workspace_id = workspace_sync.workspace_id
        and (sync_log.version <= workspace_sync.last_version - ?
          or (sync_log.created_at < ? and sync_log.version <= workspace_sync.last_version - ?))`,
    [SYNC_CATCH_UP_VERSIONS, new Date(now.getTime() - SYNC_LOG_MAX_AGE), SYNC_PAGE_SIZE],
  );
}

export function startHousekeeping(db: Db, log: (message: string, error?: unknown) => void): () => void {
  const run = () => purgeExpired(db).catch((error: unknown) => log("housekeeping failed", error));
  const timer = setInterval(run, HOUR);
  timer.unref();
  return () => clearInterval(timer);
}
