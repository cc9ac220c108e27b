import pg from "pg";
import type { Db, DbTarget } from "./connection.js";

export interface ChangeFeed {
  /** True while notifications are arriving; a cache fed by them must not serve otherwise. */
  readonly connected: boolean;
  close(): Promise<void>;
}

interface PgliteClient {
  pglite?: { listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>> };
}

const RECONNECT_MS = 1000;

/**
 * Delivers PostgreSQL NOTIFY payloads of one channel: through a dedicated connection on a real server
 * (reconnecting after failures, with `onGap` called whenever notifications may have been missed: as the
 * connection is lost, and again once a new one listens, for what was announced in between), or
 * straight from the embedded database, which lives in this process.
 */
export async function listenForChanges(db: Db, target: DbTarget, channel: string, onPayload: (payload: string) => void, onGap: () => void): Promise<ChangeFeed> {
  if (target.kind !== "postgres") {
    const pglite = (db.client as PgliteClient).pglite;
    if (!pglite) throw new Error("the embedded database client exposes no PGlite instance");
    const unlisten = await pglite.listen(channel, onPayload);
    return { connected: true, close: () => unlisten() };
  }

  let client: pg.Client | undefined;
  let connected = false;
  let listenedBefore = false;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const lost = () => {
    if (!connected && client === undefined) return;
    connected = false;
    client = undefined;
    onGap();
    if (!closed) retry = setTimeout(() => void connect(), RECONNECT_MS);
  };

  const connect = async () => {
    const next = new pg.Client({ connectionString: target.url });
    next.on("error", lost);
    next.on("end", lost);
    next.on("notification", (message) => {
      // An empty payload is a notification too (webhook_queued sends nothing else).
      if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
    });
    try {
      client = next;
      await next.connect();
      await next.query(`listen ${channel}`);
      connected = true;
      if (listenedBefore) onGap();
      listenedBefore = true;
    } catch {
      await next.end().catch(() => undefined);
      lost();
    }
  };

  await connect();
  return {
    get connected() {
      return connected;
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      const current = client;
      client = undefined;
      connected = false;
      await current?.end().catch(() => undefined);
    },
  };
}
