import { mkdirSync } from "node:fs";
import { join } from "node:path";
import knex, { type Knex } from "knex";
import ClientPgLite from "knex-pglite";
import pg from "pg";
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

/** What knex hands a dialect to turn the driver's answer into the query's result. */
interface KnexQueryObject {
  method?: string;
  returning?: unknown;
  response?: { affectedRows?: number };
}

type ProcessResponse = (this: unknown, obj: KnexQueryObject, runner: unknown) => unknown;
// Knex's typings leave that dialect hook out.
const pgliteProcessResponse = (ClientPgLite.prototype as unknown as { processResponse: ProcessResponse }).processResponse;

/**
 * knex-pglite (0.14) names a statement's command after knex's method, and a delete's method is "del",
 * which knex's PostgreSQL client does not read as DELETE: a delete without RETURNING then answered
 * PGlite's whole result instead of how many rows it removed, so a `removed === 0` check never held on
 * the embedded database. This answers the count, as pg's client does.
 */
class EmbeddedClient extends ClientPgLite {
  processResponse(obj: KnexQueryObject, runner: unknown): unknown {
    if (obj.method === "del" && !obj.returning) return obj.response?.affectedRows ?? 0;
    return pgliteProcessResponse.call(this, obj, runner);
  }
}

/** Opens PostgreSQL through pg when DATABASE_URL is set, otherwise the embedded PGlite under the data folder. */
export function openDb(target: DbTarget): Db {
  if (target.kind === "postgres") {
    return knex({ client: CairnPgClient, connection: target.url, pool: { min: 0, max: 10 } });
  }
  if (target.kind === "embedded") mkdirSync(target.directory, { recursive: true });
  return knex({
    client: EmbeddedClient,
    dialect: "postgres",
    connection: target.kind === "embedded" ? { filename: target.directory } : {},
  });
}

export function dbTargetFor(databaseUrl: string | undefined, dataDir: string): DbTarget {
  return databaseUrl ? { kind: "postgres", url: databaseUrl } : { kind: "embedded", directory: join(dataDir, "pglite") };
}
