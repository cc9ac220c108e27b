import type { Db } from "../../db/connection.js";
import { AUTH_RATE_LIMITS } from "../contract/limits.js";
import { RateLimitedError } from "../errors.js";

interface Window {
  points: number;
  windowSeconds: number;
}

/**
 * A fixed-window counter kept in PostgreSQL, so every server node counts the same hits.
 * One upsert per check: the window restarts once it has passed.
 */
export async function consume(db: Db, key: string, limit: Window): Promise<void> {
  const result = await db.raw<{ rows: { hits: number }[] }>(
    `insert into rate_limit_counters as c (key, hits, window_started_at) values (?, 1, now())
     on conflict (key) do update set
       hits = case when c.window_started_at < now() - make_interval(secs => ?) then 1 else c.hits + 1 end,
       window_started_at = case when c.window_started_at < now() - make_interval(secs => ?) then now() else c.window_started_at end
     returning hits`,
    [key, limit.windowSeconds, limit.windowSeconds],
  );
  const hits = result.rows[0]?.hits ?? 0;
  if (hits > limit.points) throw new RateLimitedError();
}

/** Sign-in, sign-up, magic-code and password endpoints: capped per client address and per email. */
export async function limitAuthAttempt(db: Db, ip: string, email?: string): Promise<void> {
  await consume(db, `auth:ip:${ip}`, AUTH_RATE_LIMITS.perIp);
  if (email) await consume(db, `auth:email:${email}`, AUTH_RATE_LIMITS.perEmail);
}
