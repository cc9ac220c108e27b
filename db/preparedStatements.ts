import { createHash } from "node:crypto";
import { createRequire } from "node:module";
import type { Knex } from "knex";

/**
 * Statements that ask for it with `.options(PREPARED)` are prepared on PostgreSQL: parsed and planned once
 * per connection, then only bound and executed. On the write path that is most of a statement's cost:
 * PostgreSQL parses and plans a work item's lock, update and sync stamp in about 1.2 ms of the 2 ms it
 * spends on them (a PATCH, tests/bench/fanout). Only statements whose text is fixed, or comes in a few
 * shapes, should ask. The embedded database (one connection, in process) reads no such option and runs them as before.
 */
export const PREPARED = { prepare: true } as const;

/**
 * A connection keeps each statement prepared on it until it closes, so a statement whose text varied
 * without end (a list of ids of any length) would grow every connection's memory without end. Texts past
 * this many in a process run unprepared, as they would without the option.
 */
const MOST_PREPARED_TEXTS = 128;

const names = new Map<string, string>();

/** The statement's name: from its text, so two texts never share one, and null once the budget is spent. */
function statementNameOf(text: string): string | null {
  const known = names.get(text);
  if (known) return known;
  if (names.size >= MOST_PREPARED_TEXTS) return null;
  const name = `cairn_${createHash("sha1").update(text).digest("hex").slice(0, 20)}`;
  names.set(text, name);
  return name;
}

/** What knex hands a dialect's _query: the statement as sent and the options it was given. */
interface QueryObject {
  sql: string;
  options?: Record<string, unknown>;
}

type RunQuery = (this: unknown, connection: unknown, obj: QueryObject) => Promise<unknown>;

// knex's pg dialect, which knex exports under its "pg" name only (knex-pglite reaches it the same way);
// its typings leave the _query hook out.
const PgDialect = createRequire(import.meta.url)("knex/lib/dialects/postgres/index.js") as typeof Knex.Client;
const pgQuery = (PgDialect.prototype as unknown as { _query: RunQuery })._query;

/** knex's pg client, but for a statement with PREPARED: pg is given the statement's name, and prepares it once per connection. */
export class PreparingPgClient extends PgDialect {
  _query(connection: unknown, obj: QueryObject): Promise<unknown> {
    if (obj.options?.prepare) {
      const { prepare: _prepare, ...rest } = obj.options;
      const name = statementNameOf(obj.sql);
      obj.options = name ? { ...rest, name } : rest;
    }
    return pgQuery.call(this, connection, obj);
  }
}
