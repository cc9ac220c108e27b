import type { Db } from "../db/connection.js";

const HOUR = 3600 * 1000;

/** Expired sessions, sign-in codes, reset tokens and rate-limit windows are useless rows: drop them hourly. */
export async function purgeExpired(db: Db): Promise<void> {
  const now = new Date();
  await db("sessions").where("expires_at", "<", now).delete();
  await db("magic_codes").where("expires_at", "<", now).delete();
  await db("password_reset_tokens").where("expires_at", "<", now).delete();
  await db("rate_limit_counters").where("window_started_at", "<", new Date(now.getTime() - 24 * HOUR)).delete();
}

export function startHousekeeping(db: Db, log: (message: string, error?: unknown) => void): () => void {
  const run = () => purgeExpired(db).catch((error: unknown) => log("housekeeping failed", error));
  const timer = setInterval(run, HOUR);
  timer.unref();
  return () => clearInterval(timer);
}
