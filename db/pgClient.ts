import { createRequire } from "node:module";
import type { Knex } from "knex";
import { FramedQuery, type Framing } from "./framedQuery.js";
import { takeFraming, noteEnded, PipelinedTransaction } from "./pipelinedTransactions.js";
import { isStalePlan, renamed, statementNameOf } from "./preparedStatements.js";

/** What knex hands a dialect's _query: the statement as sent, its values and the options it was given. */
interface QueryObject {
  sql: string;
  bindings?: unknown[];
  options?: Record<string, unknown>;
  response?: unknown;
}

/** What this client asks of pg's client: to run a query config, or a query of its own (FramedQuery). */
interface PgConnection {
  query(query: object, callback: (error: Error | null, response: unknown) => void): void;
  __knexTxId?: unknown;
}

// knex's pg dialect, which knex exports under its "pg" name only.
const PgDialect = createRequire(import.meta.url)("knex/lib/dialects/postgres/index.js") as typeof Knex.Client;

/**
 * knex's pg client with two changes on the way to pg:
 * - a statement with PREPARED (./preparedStatements.ts) is given its name, so pg prepares it once per
 *   connection. One a migration made stale is renamed and, outside a transaction, run again at once; in
 *   a transaction (which the error has aborted) runUnitOfWork runs the whole unit again.
 * - a transaction's BEGIN travels with its first statement and a statement with COMMITS carries its
 *   COMMIT (./pipelinedTransactions.ts).
 */
export class CairnPgClient extends PgDialect {
  override transaction(...args: Parameters<Knex.Client["transaction"]>): Knex.Transaction {
    return new PipelinedTransaction(this, ...args) as unknown as Knex.Transaction;
  }

  // Replaces knex's pg _query, which runs every statement as a plain pg query; its typings leave it out.
  async _query(connection: PgConnection, obj: QueryObject): Promise<QueryObject> {
    if (!obj.sql) throw new Error("The query is empty");
    const framing = takeFraming(connection, obj.options);
    const { prepare, commits: _commits, ...options } = obj.options ?? {};
    const name = prepare ? statementNameOf(obj.sql) : null;
    try {
      return await run(connection, obj, options, name, framing);
    } catch (error) {
      const fresh = name && isStalePlan(error as Error) ? renamed(obj.sql, name) : null;
      if (!fresh || connection.__knexTxId !== undefined) throw error;
      return run(connection, obj, options, fresh, framing);
    }
  }
}

function run(connection: PgConnection, obj: QueryObject, options: Record<string, unknown>, name: string | null, framing: Framing): Promise<QueryObject> {
  const config = { ...options, text: obj.sql, values: obj.bindings ?? [], ...(name ? { name } : {}) };
  const query = framing.begins || framing.commits ? new FramedQuery(config, framing) : config;
  return new Promise((resolve, reject) => {
    connection.query(query, (error, response) => {
      if (query instanceof FramedQuery && query.endedTransaction(error !== null)) noteEnded(connection);
      if (error) return reject(error);
      obj.response = response;
      resolve(obj);
    });
  });
}
