import pg from "pg";

/**
 * A statement sent together with the transaction's BEGIN before it, its COMMIT after it, or both, in one
 * exchange with PostgreSQL instead of one each (./pipelinedTransactions.ts says when). The extended
 * protocol runs every message up to a Sync as one unit and, after an error, skips the rest up to that
 * Sync: a BEGIN in front makes the statement the transaction's first, and a COMMIT behind it runs only
 * if the statement succeeded. The statement's own result is what the caller gets; BEGIN's and COMMIT's
 * acknowledgements are swallowed.
 */
export interface Framing {
  begins: boolean;
  commits: boolean;
}

/** The part of pg's connection that writes protocol messages (pg-cursor writes through the same). */
interface ProtocolWriter {
  parse(message: { text: string; name?: string }): void;
  bind(message: Record<string, unknown>): void;
  execute(message: { portal?: string; rows?: number }): void;
  sync(): void;
  parsedStatements: Record<string, string>;
  submittedNamedStatements: Record<string, string>;
}

type QueryConfig = pg.QueryConfig & { queryMode?: "extended" };

/**
 * Where the query has got to: its messages being written, then whose answer comes next. pg's client reads
 * the query's name as each ParseComplete arrives (see `name`).
 */
type Phase = "writing" | "begin" | "statement" | "commit";

/** pg's typings leave out the hooks its client calls on a query, which FramedQuery overrides. */
interface QueryHooks {
  prepare(connection: ProtocolWriter): void;
  handleCommandComplete(message: unknown, connection: ProtocolWriter): void;
  handleEmptyQuery(connection: ProtocolWriter): void;
  handleError(error: Error, connection: ProtocolWriter): void;
}
const base = pg.Query.prototype as unknown as QueryHooks;

/** A message without parameters, run through the unnamed statement and portal. */
function runBare(connection: ProtocolWriter, text: string): void {
  connection.parse({ text });
  connection.bind({});
  connection.execute({});
}

export class FramedQuery extends pg.Query {
  // Set in the constructor's body: pg's constructor sets the name through the accessor below, and a
  // field initialiser would run after it and wipe it.
  private readonly framing: Framing;
  private phase: Phase;
  private statementName: string | undefined;

  constructor(config: QueryConfig, framing: Framing) {
    // The extended protocol even for a statement without parameters: a simple query cannot share a Sync.
    super({ ...config, queryMode: "extended" } as pg.QueryConfig);
    this.framing = framing;
    this.phase = "writing";
    this.statementName = config.name;
  }

  /**
   * pg's client records a named statement as parsed on each ParseComplete, by the query's name; BEGIN's
   * and COMMIT's ParseComplete must not count as the statement's. The name shows while the messages are
   * written (pg's prepare() parses and binds by it) and while the statement's own answer is awaited.
   */
  get name(): string | undefined {
    return this.phase === "writing" || this.phase === "statement" ? this.statementName : undefined;
  }
  set name(name: string | undefined) {
    this.statementName = name;
  }

  prepare(connection: ProtocolWriter): void {
    if (this.framing.begins) runBare(connection, "BEGIN");
    base.prepare.call(this, connection);
    this.phase = this.framing.begins ? "begin" : "statement";
  }

  /** Called by pg's prepare() to execute the statement; every row is read at once (knex never pages). */
  _getRows(connection: ProtocolWriter): void {
    connection.execute({ portal: (this as unknown as { portal: string }).portal });
    if (this.framing.commits) runBare(connection, "COMMIT");
    connection.sync();
  }

  handleCommandComplete(message: unknown, connection: ProtocolWriter): void {
    if (this.phase === "begin") {
      this.phase = "statement";
      return;
    }
    if (this.phase === "statement") {
      base.handleCommandComplete.call(this, message, connection);
      this.phase = "commit";
    }
  }

  handleEmptyQuery(connection: ProtocolWriter): void {
    base.handleEmptyQuery.call(this, connection);
    this.phase = "commit";
  }

  /**
   * Whether the transaction is over once the query has answered: its COMMIT succeeded, or failed (a
   * deferred constraint, a serialization failure), which ends a transaction block too. A failure before
   * the COMMIT leaves the transaction open and aborted, for knex's ROLLBACK to end.
   */
  endedTransaction(failed: boolean): boolean {
    return this.framing.commits && (!failed || this.phase === "commit");
  }

  handleError(error: Error, connection: ProtocolWriter): void {
    // An error before the statement was parsed (BEGIN's) leaves it unparsed: it must be sent again next time.
    const name = this.statementName;
    if (name && connection.parsedStatements[name] === undefined) delete connection.submittedNamedStatements[name];
    base.handleError.call(this, error, connection);
  }
}
