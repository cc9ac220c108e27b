import type { Knex } from "knex";
import type { Db } from "./connection.js";
import { MIGRATIONS } from "./migrations/index.js";

/** Migrations are listed in code rather than read from a folder, so tsx, vitest and Vite all load them alike. */
const source: Knex.MigrationSource<string> = {
  getMigrations: async () => Object.keys(MIGRATIONS),
  getMigrationName: (name) => name,
  getMigration: async (name) => {
    const migration = MIGRATIONS[name];
    if (!migration) throw new Error(`Unknown migration ${name}`);
    return migration;
  },
};

export async function migrateLatest(db: Db): Promise<void> {
  await db.migrate.latest({ migrationSource: source });
}
