import type { Knex } from "knex";
import { PREPARED } from "./preparedStatements.js";

/**
 * For the few queries on every request's path (the session lookup, the tenant wall): written as SQL and
 * run as a prepared statement (./preparedStatements.ts), which is several times cheaper than a query
 * built through objection and knex each time. In a transaction it runs on the transaction's connection.
 */
export async function preparedRows<T>(db: Knex, sql: string, values: readonly unknown[]): Promise<T[]> {
  const result = await db.raw<{ rows: T[] }>(sql, values as never[]).options(PREPARED);
  return result.rows;
}

/** The rows of a statement as arrays, beside its column names in order: for columns of two tables that share names. */
export interface ArrayRows {
  columns: string[];
  rows: unknown[][];
}

/** preparedRows for a statement that selects two tables' `*`, whose column names repeat: each row comes as an array, in the order of `columns`. */
export async function preparedArrays(db: Knex, sql: string, values: readonly unknown[]): Promise<ArrayRows> {
  const result = await db.raw<{ rows: unknown[][]; fields: { name: string }[] }>(sql, values as never[]).options({ ...PREPARED, rowMode: "array" });
  return { columns: result.fields.map((field) => field.name), rows: result.rows };
}
