import type { Knex } from "knex";

/**
 * Per-workspace sync ids (issue 12, Linear's lastSyncId): a counter per workspace and the log of the
 * events each version stands for, so a client that missed some can catch up. The counter has a table of
 * its own rather than a column on workspaces: every write of a workspace locks it briefly at commit, and
 * editing the workspace itself should not queue behind that. The log hangs off the counter, so a deleted
 * workspace takes both with it, and writing a log row never waits on a lock of the workspaces row.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable("workspace_sync", (t) => {
    t.uuid("workspace_id").primary().references("workspaces.id").onDelete("CASCADE");
    t.bigInteger("last_version").notNullable().defaultTo(0);
  });

  await knex.schema.createTable("sync_log", (t) => {
    t.uuid("workspace_id").notNullable().references("workspace_sync.workspace_id").onDelete("CASCADE");
    t.bigInteger("version").notNullable();
    t.text("name").notNullable();
    // As the event carries them, without foreign keys: what they name may be gone when the log is read (a
    // deleted project, a removed user). The entity id and the mutation id are never joined on, so text:
    // an id of an unexpected form is stored rather than failing the write it records.
    t.text("entity_id").notNullable();
    t.uuid("project_id");
    t.uuid("actor_id");
    t.text("mutation_id");
    t.jsonb("audience").notNullable();
    t.jsonb("data").notNullable();
    t.timestamp("created_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(["workspace_id", "version"]);
    // Pruning looks for old rows across all workspaces.
    t.index(["created_at"]);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable("sync_log");
  await knex.schema.dropTable("workspace_sync");
}
