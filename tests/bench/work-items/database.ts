import { randomBytes } from "node:crypto";
import { openDb, type Db, type DbTarget } from "../../../db/connection.js";

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
  const name = `cairn_bench_${randomBytes(5).toString("hex")}`;
  const admin = openDb({ kind: "postgres", url });
  await admin.raw(`create database ${name}`);
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  const target: DbTarget = { kind: "postgres", url: parsed.toString() };
  const db = openDb(target);
  return {
    db,
    target,
    label: `PostgreSQL (throwaway database ${name} on DATABASE_URL)`,
    async drop() {
      await db.destroy();
      await admin.raw(`drop database if exists ${name} with (force)`);
      await admin.destroy();
    },
  };
}
