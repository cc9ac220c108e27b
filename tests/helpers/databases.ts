import { randomBytes } from "node:crypto";
import { inject } from "vitest";
import { openDb, type Db, type DbTarget } from "../../db/connection.js";
import { migrateLatest } from "../../db/migrate.js";

export function templateDatabaseName(url: string): string {
  const base = new URL(url).pathname.slice(1) || "postgres";
  return `${base.replace(/[^a-z0-9_]/gi, "_")}_cairn_tpl_${process.pid}`.toLowerCase();
}

export interface TestDatabase {
  db: Db;
  target: DbTarget;
  drop(): Promise<void>;
}

/** A database of the test file's own: a clone of the migrated template, or a fresh embedded one. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const target: DbTarget = { kind: "memory" };
    const db = openDb(target);
    await migrateLatest(db);
    return { db, target, drop: () => db.destroy() };
  }
  return createThrowawayDatabase(url, "cairn_t", inject("templateDatabase"));
}

/**
 * A new database on the server at `url` (a copy of `template` when given) and a connection to it;
 * drop() closes it and removes the database. Test files and benchmarks use one each.
 */
export async function createThrowawayDatabase(url: string, prefix: string, template?: string): Promise<TestDatabase> {
  const name = `${prefix}_${randomBytes(6).toString("hex")}`;
  const admin = openDb({ kind: "postgres", url });
  await admin.raw(`create database ${name}${template ? ` template ${template}` : ""}`);
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  const target: DbTarget = { kind: "postgres", url: parsed.toString() };
  const db = openDb(target);
  return {
    db,
    target,
    async drop() {
      await db.destroy();
      await admin.raw(`drop database if exists ${name} with (force)`);
      await admin.destroy();
    },
  };
}
