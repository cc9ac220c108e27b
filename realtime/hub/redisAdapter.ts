import { once } from "node:events";
import { createAdapter } from "@socket.io/redis-adapter";
import { Redis } from "ioredis";
import type { Config } from "../../api/config.js";
import type { Log } from "./hubContext.js";
import type { HubServer } from "./hubTypes.js";

const CONNECT_TIMEOUT_MS = 10_000;

/**
 * With REDIS_URL, room emits, socketsLeave/disconnectSockets, fetchSockets and serverSideEmit reach the
 * sockets of every server process through Redis pub/sub (@socket.io/redis-adapter), on channels under
 * REDIS_KEY_PREFIX. Without it the hub keeps Socket.IO's in-memory adapter and needs no Redis. Resolves
 * with what closes the Redis connections, once both are ready.
 */
export async function useRedisAdapter(io: HubServer, config: Config, log: Log): Promise<(() => Promise<void>) | null> {
  if (!config.redisUrl) return null;
  const publisher = new Redis(config.redisUrl, { connectTimeout: CONNECT_TIMEOUT_MS });
  const subscriber = publisher.duplicate();
  // The subscriber first: a request from another process heard meanwhile is answered on the publisher,
  // which must still be open for it.
  const closeClients = async () => {
    await subscriber.quit().catch(() => undefined);
    await publisher.quit().catch(() => undefined);
  };
  for (const client of [publisher, subscriber]) client.on("error", (error: unknown) => log("Redis (realtime hub)", error));
  try {
    await Promise.all([ready(publisher), ready(subscriber)]);
  } catch (error) {
    publisher.disconnect();
    subscriber.disconnect();
    throw new Error(`REDIS_URL: cannot reach Redis (${error instanceof Error ? error.message : String(error)})`);
  }
  io.adapter(createAdapter(publisher, subscriber, { key: `${config.redisKeyPrefix}#socket.io` }));
  return closeClients;
}

async function ready(client: Redis): Promise<void> {
  if (client.status === "ready") return;
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      once(client, "ready"),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${CONNECT_TIMEOUT_MS / 1000} s`)), CONNECT_TIMEOUT_MS);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}
