import { Redis as RedisExtension } from "@hocuspocus/extension-redis";
import { Redis } from "ioredis";
import type { Config } from "../../api/config.js";

type Log = (message: string, error?: unknown) => void;

/**
 * With REDIS_URL, every process that holds a document open keeps it in step with the others through
 * Redis pub/sub (Hocuspocus' Redis extension), and only one of them stores it at a time (its lock).
 * Channels live under REDIS_KEY_PREFIX, beside the realtime hub's. The extension closes its two clients
 * when the server is destroyed.
 */
export function redisSync(config: Config, log: Log): RedisExtension | null {
  const url = config.redisUrl;
  if (!url) return null;
  const createClient = () => new Redis(url).on("error", (error: unknown) => log("Redis (documents)", error));
  return new RedisExtension({ createClient, prefix: `${config.redisKeyPrefix}:documents` });
}
