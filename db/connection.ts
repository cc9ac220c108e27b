import { mkdirSync } from "node:fs";
import { join } from "node:path";
import knex, { type Knex } from "knex";
import pg from "pg";
import { EmbeddedPgClient, embeddedConnection } from "./embeddedClient.js";
import { CairnPgClient } from "./pgClient.js";

export type Db = Knex;

export type DbTarget =
  | { kind: "postgres"; url: string }
  | { kind: "embedded"; directory: string }
  | { kind: "memory" };

// Dates come back as strings so presenters decide the wire format and no time zone shifts creep in.
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);
// Counts (bigint) fit in a JS number for everything Cairn counts.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

/** Opens PostgreSQL through pg when DATABASE_URL is set, otherwise the embedded PGlite under the data folder. */
export function openDb(target: DbTarget): Db {
  if (target.kind === "postgres") {
    return knex({ client: CairnPgClient, connection: target.url, pool: { min: 0, max: 10 } });
  }
  if (target.kind === "embedded") mkdirSync(target.directory, { recursive: true });
  return knex({ client: EmbeddedPgClient, connection: embeddedConnection(target.kind === "embedded" ? target.directory : undefined), pool: { min: 1, max: 1 } });
}

export function dbTargetFor(databaseUrl: string | undefined, dataDir: string): DbTarget {
  return databaseUrl ? { kind: "postgres", url: databaseUrl } : { kind: "embedded", directory: join(dataDir, "pglite") };
}
