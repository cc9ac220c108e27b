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

/** Each text's statement name, and how many times it was renamed (see renamed()). */
const names = new Map<string, { name: string; renames: number }>();

function nameFor(text: string, renames: number): string {
  return `cairn_${createHash("sha1").update(text).digest("hex").slice(0, 20)}${renames > 0 ? `_${renames}` : ""}`;
}

/** The statement's name: from its text, so two texts never share one, and null once the budget is spent. */
function statementNameOf(text: string): string | null {
  const known = names.get(text);
  if (known) return known.name;
  if (names.size >= MOST_PREPARED_TEXTS) return null;
  const name = nameFor(text, 0);
  names.set(text, { name, renames: 0 });
  return name;
}

/**
 * PostgreSQL refuses a prepared statement whose result columns changed since it was planned ("cached plan
 * must not change result type", 0A000): a `select *` after another process's migration added a column.
 * The text then gets a new name, which every connection prepares afresh; the old one is left unused.
 */
function renamed(text: string, failedName: string): string | null {
  const known = names.get(text);
  if (!known) return null;
  // Two connections may fail on the same statement at once: the first renames it, the second uses that.
  if (known.name === failedName) {
    known.renames += 1;
    known.name = nameFor(text, known.renames);
  }
  return known.name;
}

/** Whether PostgreSQL (the driver's error) refused a prepared statement because its result columns changed since it was planned. */
export function isStalePlan({ code, message }: { code?: unknown; message?: unknown }): boolean {
  return code === "0A000" && typeof message === "string" && message.includes("cached plan must not change result type");
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

/**
 * knex's pg client, but for a statement with PREPARED: pg is given the statement's name, and prepares it
 * once per connection. A statement a migration made stale is renamed and, outside a transaction, run
 * again at once; in a transaction (which the error has aborted) runUnitOfWork runs the whole unit again.
 */
export class PreparingPgClient extends PgDialect {
  _query(connection: unknown, obj: QueryObject): Promise<unknown> {
    return obj.options?.prepare ? this.runPrepared(connection, obj, obj.options) : pgQuery.call(this, connection, obj);
  }

  private async runPrepared(connection: unknown, obj: QueryObject, { prepare: _prepare, ...rest }: Record<string, unknown>): Promise<unknown> {
    const name = statementNameOf(obj.sql);
    obj.options = name ? { ...rest, name } : rest;
    try {
      return await pgQuery.call(this, connection, obj);
    } catch (error) {
      const fresh = name && isStalePlan(error as Error) ? renamed(obj.sql, name) : null;
      if (!fresh || (connection as { __knexTxId?: unknown }).__knexTxId !== undefined) throw error;
      obj.options = { ...rest, name: fresh };
      return pgQuery.call(this, connection, obj);
    }
  }
}
