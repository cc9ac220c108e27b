import { openDb, type Db, type DbTarget } from "../../../db/connection.js";
import { createThrowawayDatabase } from "../../helpers/databases.js";

export interface BenchDatabase {
  db: Db;
  target: DbTarget;
  label: string;
  drop(): Promise<void>;
}

/** A database for one run: in-memory PGlite, or a throwaway database on DATABASE_URL's server, dropped after. */
export async function openBenchDatabase(): Promise<BenchDatabase> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const target: DbTarget = { kind: "memory" };
    const db = openDb(target);
    return { db, target, label: "embedded PGlite (in memory)", drop: () => db.destroy() };
  }
  const database = await createThrowawayDatabase(url, "cairn_bench");
  return { ...database, label: "PostgreSQL (a throwaway database on DATABASE_URL's server)" };
}
