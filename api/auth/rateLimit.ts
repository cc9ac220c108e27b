import type { Db } from "../../db/connection.js";
import { AUTH_RATE_LIMITS } from "../contract/limits.js";
import { RateLimitedError } from "../errors.js";

interface Window {
  points: number;
  windowSeconds: number;
}

/**
 * Counts one hit on a fixed-window counter kept in PostgreSQL, so every server node counts the same hits,
 * and answers the hits in the window so far. One upsert: the window restarts once it has passed.
 */
export async function hit(db: Db, key: string, windowSeconds: number): Promise<number> {
  const result = await db.raw<{ rows: { hits: number }[] }>(
    `insert into rate_limit_counters as c (key, hits, window_started_at, last_hit_at) values (?, 1, now(), now())
     on conflict (key) do update set
       hits = case when c.window_started_at < now() - make_interval(secs => ?) then 1 else c.hits + 1 end,
       window_started_at = case when c.window_started_at < now() - make_interval(secs => ?) then now() else c.window_started_at end,
       last_hit_at = now()
     returning hits`,
    [key, windowSeconds, windowSeconds],
  );
  return result.rows[0]?.hits ?? 0;
}

export async function consume(db: Db, key: string, limit: Window): Promise<void> {
  if ((await hit(db, key, limit.windowSeconds)) > limit.points) throw new RateLimitedError();
}

/** Gives back a hit counted for an attempt that turned out not to be what the counter limits. */
export async function refund(db: Db, key: string): Promise<void> {
  await db.raw("update rate_limit_counters set hits = greatest(hits - 1, 0) where key = ?", [key]);
}

export async function forget(db: Db, key: string): Promise<void> {
  await db.raw("delete from rate_limit_counters where key = ?", [key]);
}

/** A counter's hits in its live window and the seconds since the latest, counting none; null when idle. */
export async function peek(db: Db, key: string, windowSeconds: number): Promise<{ hits: number; idleSeconds: number } | null> {
  const result = await db.raw<{ rows: { hits: number; idle_seconds: string }[] }>(
    `select hits, extract(epoch from now() - last_hit_at) as idle_seconds from rate_limit_counters
     where key = ? and window_started_at >= now() - make_interval(secs => ?)`,
    [key, windowSeconds],
  );
  const row = result.rows[0];
  return row ? { hits: row.hits, idleSeconds: Number(row.idle_seconds) } : null;
}

/** Every request to a sign-in flow: capped per client address only, so nobody else's requests count. */
export async function limitAuthAttempt(db: Db, ip: string): Promise<void> {
  await consume(db, `auth:ip:${ip}`, AUTH_RATE_LIMITS.perIp);
}

/** Sign-in codes and reset links: capped per inbox, whoever asks, so nobody can flood someone's mail. */
export async function limitMail(db: Db, email: string): Promise<void> {
  await consume(db, `auth:mail:${email}`, AUTH_RATE_LIMITS.mailsPerEmail);
}
