import type { Db } from "./connection.js";

interface PgConnection {
  query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
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

/**
 * For the few queries on every request's path (the session lookup): on PostgreSQL the statement is
 * prepared once per connection and then only executed, which is several times cheaper than a query
 * built through objection and knex. The embedded database has a single connection and runs it plainly,
 * and so does a transaction: its queries must stay on its own connection, not take another from the pool.
 */
export async function preparedRows<T>(db: Db, name: string, sql: string, values: unknown[]): Promise<T[]> {
  const client = db.client as unknown as PooledClient;
  if (db.isTransaction || client.dialect !== "postgresql" || db.client.config.client !== "pg") {
    const result = await db.raw<{ rows: T[] }>(sql, values as never[]);
    return result.rows;
  }
  const connection = await client.acquireConnection();
  try {
    const result = await connection.query({ name, text: toNumberedPlaceholders(sql), values });
    return result.rows as T[];
  } finally {
    await client.releaseConnection(connection);
  }
}
