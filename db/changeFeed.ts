import pg from "pg";
import type { Db, DbTarget } from "./connection.js";
import { EmbeddedPgClient } from "./embeddedClient.js";

export interface ChangeFeed {
  /** True while notifications are arriving; a cache fed by them must not serve otherwise. */
  readonly connected: boolean;
  close(): Promise<void>;
}

/** What one channel's listener does with a notification, and when notifications may have been missed. */
export interface ChannelListener {
  onPayload(payload: string): void;
  onGap(): void;
}

const RECONNECT_MS = 1000;
/** How the listening connection shows in pg_stat_activity. */
export const CHANGE_FEED_APPLICATION_NAME = "cairn change feed";

/**
 * Delivers PostgreSQL NOTIFY payloads of the channels named in `listeners`, all through one connection:
 * a dedicated one on a real server (reconnecting after failures, with every listener's `onGap` called
 * whenever notifications may have been missed: as the connection is lost, and again once a new one
 * listens, for what was announced in between), or straight from the embedded database, which lives in
 * this process.
 */
export async function listenForChanges(db: Db, target: DbTarget, listeners: Readonly<Record<string, ChannelListener>>): Promise<ChangeFeed> {
  const channels = Object.keys(listeners);
  const gap = () => {
    for (const listener of Object.values(listeners)) listener.onGap();
  };
  if (target.kind !== "postgres") {
    if (!(db.client instanceof EmbeddedPgClient)) throw new Error("the embedded database is not open through its client");
    const embedded = db.client;
    const unlisten = await Promise.all(channels.map((channel) => embedded.listen(db, channel, (payload) => listeners[channel]?.onPayload(payload))));
    return {
      connected: true,
      close: () => {
        for (const stop of unlisten) stop();
        return Promise.resolve();
      },
    };
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
    gap();
    if (!closed) retry = setTimeout(() => void connect(), RECONNECT_MS);
  };

  const connect = async () => {
    const next = new pg.Client({ connectionString: target.url, application_name: CHANGE_FEED_APPLICATION_NAME });
    next.on("error", lost);
    next.on("end", lost);
    next.on("notification", (message) => {
      // An empty payload is a notification too (webhook_queued sends nothing else).
      if (message.payload !== undefined) listeners[message.channel]?.onPayload(message.payload);
    });
    try {
      client = next;
      await next.connect();
      for (const channel of channels) await next.query(`listen ${channel}`);
      connected = true;
      if (listenedBefore) gap();
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
