import { EventEmitter } from "node:events";
import { PGlite } from "@electric-sql/pglite";
import type { Knex } from "knex";
import type pg from "pg";
import { EmbeddedWire } from "./embeddedWire.js";
import { CairnPgClient } from "./pgClient.js";

/** What knex is given to connect to the embedded database: pg's settings, with the database they lead to. */
interface EmbeddedConnection {
  user: string;
  database: string;
  stream: () => EmbeddedWire;
  pglite: PGlite;
}

/** Where the embedded database keeps its files; none keeps it in memory (tests). */
export function embeddedConnection(directory: string | undefined): EmbeddedConnection {
  const pglite = new PGlite(directory);
  // PGlite is one session in this process; the names only fill pg's startup packet.
  return { user: "postgres", database: "template1", stream: () => new EmbeddedWire(pglite), pglite };
}

/**
 * knex's client for the embedded database: CairnPgClient over EmbeddedWire (./embeddedWire.ts), on one
 * connection, as PGlite is one session. That session outlives any connection the pool opens on it, so a
 * new one starts by clearing what a lost one may have left (an open transaction, prepared statements pg's
 * new client does not know); what it listens to stays listened to. Notifications reach the session's one
 * connection, and listen() hands them on.
 */
export class EmbeddedPgClient extends CairnPgClient {
  private readonly heard = new EventEmitter();

  override async acquireRawConnection(): Promise<pg.Client> {
    const connection = (await super.acquireRawConnection()) as pg.Client;
    connection.on("notification", ({ channel, payload }) => this.heard.emit(channel, payload ?? ""));
    // Outside a transaction PostgreSQL only warns of the ROLLBACK.
    await connection.query("rollback; deallocate all");
    return connection;
  }

  /** Calls `onPayload` with each NOTIFY on `channel` (a fixed identifier), until the answered function is called. */
  async listen(db: Knex, channel: string, onPayload: (payload: string) => void): Promise<() => void> {
    this.heard.on(channel, onPayload);
    // Listening again to a channel changes nothing.
    await db.raw(`listen ${channel}`);
    return () => this.heard.off(channel, onPayload);
  }

  /** knex.destroy(): the pool's connection, then the database itself. */
  override async destroy(callback?: (error?: unknown) => void): Promise<void> {
    const { pglite } = this.connectionSettings as EmbeddedConnection;
    try {
      await super.destroy(undefined);
      // A second knex.destroy() finds the database closed already.
      if (!pglite.closed) await pglite.close();
    } catch (error) {
      if (!callback) throw error;
      return callback(error);
    }
    callback?.();
  }
}
