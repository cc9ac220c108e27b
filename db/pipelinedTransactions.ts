import { createRequire } from "node:module";
import type { Framing } from "./framedQuery.js";

/**
 * A transaction through knex's pg client costs a round trip for BEGIN and one for COMMIT besides its
 * statements; on a short write (a work item's PATCH: BEGIN, lock, update, stamp, COMMIT) those are two of
 * five, and under load each is one more wait for the database and then for a CPU. Here BEGIN waits, on
 * the connection, to travel with the transaction's first statement, and a statement run with COMMITS
 * carries the COMMIT (db/framedQuery.ts), so that write makes three round trips.
 *
 * A transaction that never runs a statement sends nothing at all. One that committed through its last
 * statement refuses any statement after it, which would otherwise run outside the transaction.
 */

/**
 * `.options(COMMITS)`: the statement commits its transaction once it has succeeded. Only for the last
 * statement of a top-level transaction (runUnitOfWork's sync stamp); in a savepoint it would commit the
 * whole transaction.
 */
export const COMMITS = { commits: true } as const;

/** Connections whose transaction has begun in knex's eyes but not yet on the wire. */
const beginPending = new WeakSet<object>();
/** Connections whose transaction a statement's COMMIT has ended, successful or not; knex's commit or rollback then has nothing to send. */
const ended = new WeakSet<object>();

/** A pg connection as knex lends it: marked with the transaction's id while a transaction holds it. */
interface LentConnection {
  __knexTxId?: unknown;
}

/**
 * How the statement about to run on `connection` is framed: with the transaction's BEGIN if it is the
 * first (which it then takes), and with COMMIT if its options say COMMITS and a transaction holds the
 * connection (outside one, the statement commits by itself, and the pooled connection stays free).
 */
export function takeFraming(connection: LentConnection, options: Record<string, unknown> | undefined): Framing {
  if (ended.has(connection)) throw new Error("a statement after the transaction's committing statement would run outside it");
  const begins = beginPending.delete(connection);
  return { begins, commits: options?.commits === true && connection.__knexTxId !== undefined };
}

/** Notes that the framed statement on `connection` has ended its transaction (FramedQuery.endedTransaction). */
export function noteEnded(connection: object): void {
  ended.add(connection);
}

/**
 * Whether no transaction is open on the wire for knex to end: none began (no statement ran), or the last
 * statement's COMMIT ended it. Either way the mark is taken, as knex's commit or rollback ends the
 * transaction for good.
 */
function nothingOpen(connection: object): boolean {
  return ended.delete(connection) || beginPending.delete(connection);
}

interface KnexTransaction {
  isolationLevel?: string;
  readOnly?: boolean;
  _completed: boolean;
  _resolver(value?: unknown): void;
  _rejecter(error: unknown): void;
  doNotRejectOnRollback?: boolean;
  begin(connection: object): Promise<unknown>;
  commit(connection: object, value: unknown): Promise<unknown>;
  rollback(connection: object, error: unknown): Promise<unknown>;
}
type KnexTransactionClass = new (...args: unknown[]) => KnexTransaction;

// knex's pg transaction, which knex does not export; its typings leave it out.
const PgTransaction = createRequire(import.meta.url)("knex/lib/dialects/postgres/execution/pg-transaction.js") as KnexTransactionClass;

export class PipelinedTransaction extends PgTransaction {
  override begin(connection: object): Promise<unknown> {
    // BEGIN with an isolation level or READ ONLY is sent as knex sends it.
    if (this.isolationLevel || this.readOnly) return super.begin(connection);
    beginPending.add(connection);
    return Promise.resolve();
  }

  override commit(connection: object, value: unknown): Promise<unknown> {
    if (nothingOpen(connection)) {
      this._completed = true;
      this._resolver(value);
      return Promise.resolve();
    }
    return super.commit(connection, value);
  }

  override rollback(connection: object, error: unknown): Promise<unknown> {
    if (nothingOpen(connection)) {
      // A failed COMMIT included: settle as knex's ROLLBACK would, without sending one.
      this._completed = true;
      if (error === undefined && this.doNotRejectOnRollback) this._resolver();
      else this._rejecter(error ?? new Error("Transaction rejected with non-error: undefined"));
      return Promise.resolve();
    }
    return super.rollback(connection, error);
  }
}
