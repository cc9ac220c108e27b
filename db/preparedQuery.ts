import type { Db } from "./connection.js";

interface PgConnection {
  query(config: { name: string; text: string; values: unknown[]; rowMode?: "array" }): Promise<{ rows: unknown[]; fields: { name: string }[] }>;
}

interface PooledClient {
  dialect: string;
  acquireConnection(): Promise<PgConnection>;
  releaseConnection(connection: PgConnection): Promise<void>;
}

const numbered = new Map<string, string>();

/** "? and ?" becomes "$1 and $2" once per statement. */
function toNumberedPlaceholders(sql: string): string {
  let text = numbered.get(sql);
  if (!text) {
    let index = 0;
    text = sql.replace(/\?/g, () => `$${++index}`);
    numbered.set(sql, text);
  }
  return text;
}

type PreparedResult = Awaited<ReturnType<PgConnection["query"]>>;

/**
 * Runs a named (prepared) statement on a connection of PostgreSQL's pool, or answers null where statements
 * are not prepared: the embedded database has a single connection, and a transaction's queries must stay
 * on its own connection, not take another from the pool.
 */
async function runPrepared(db: Db, name: string, sql: string, values: unknown[], rowMode?: "array"): Promise<PreparedResult | null> {
  const client = db.client as unknown as PooledClient;
  if (db.isTransaction || client.dialect !== "postgresql" || db.client.config.client !== "pg") return null;
  const connection = await client.acquireConnection();
  try {
    return await connection.query({ name, text: toNumberedPlaceholders(sql), values, ...(rowMode ? { rowMode } : {}) });
  } finally {
    await client.releaseConnection(connection);
  }
}

/**
 * For the few queries on every request's path (the session lookup): on PostgreSQL the statement is
 * prepared once per connection and then only executed, which is several times cheaper than a query
 * built through objection and knex. Where runPrepared cannot, the statement runs plainly through knex.
 */
export async function preparedRows<T>(db: Db, name: string, sql: string, values: unknown[]): Promise<T[]> {
  const prepared = await runPrepared(db, name, sql, values);
  if (prepared) return prepared.rows as T[];
  const result = await db.raw<{ rows: T[] }>(sql, values as never[]);
  return result.rows;
}

/** The rows of a statement as arrays, beside its column names in order: for columns of two tables that share names. */
export interface ArrayRows {
  columns: string[];
  rows: unknown[][];
}

/**
 * preparedRows for a statement that selects two tables' `*`, whose column names repeat: each row comes as
 * an array, in the order of `columns`. Only where statements are prepared (PostgreSQL's pool); elsewhere
 * it answers null, and the caller asks the statement's parts one at a time as before.
 */
export async function preparedArrays(db: Db, name: string, sql: string, values: unknown[]): Promise<ArrayRows | null> {
  const prepared = await runPrepared(db, name, sql, values, "array");
  return prepared && { columns: prepared.fields.map((field) => field.name), rows: prepared.rows as unknown[][] };
}
