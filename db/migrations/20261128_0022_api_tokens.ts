import type { Knex } from "knex";

/**
 * Personal API tokens (SPEC.md sections 2 and 7, issue 14): a person's key to act as themselves inside
 * one workspace, from scripts and the public API v1. Only the SHA-256 of the secret is kept; the secret is
 * shown once, when made. A token goes with its workspace and with its person.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable("api_tokens", (t) => {
    t.uuid("id").primary().defaultTo(knex.raw("gen_random_uuid()"));
    t.uuid("workspace_id").notNullable().references("workspaces.id").onDelete("CASCADE");
    t.uuid("user_id").notNullable().references("users.id").onDelete("CASCADE");
    t.text("label").notNullable();
    t.text("description").notNullable().defaultTo("");
    // The SHA-256 (hex) of the whole secret: the secret itself is never stored.
    t.text("token_hash").notNullable().unique();
    // The secret's first characters, so a person can tell their tokens apart in the list.
    t.text("token_hint").notNullable();
    t.boolean("is_active").notNullable().defaultTo(true);
    t.timestamp("expired_at", { useTz: true }).nullable();
    t.timestamp("last_used", { useTz: true }).nullable();
    t.uuid("created_by_id").nullable().references("users.id").onDelete("SET NULL");
    t.uuid("updated_by_id").nullable().references("users.id").onDelete("SET NULL");
    t.timestamp("created_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp("updated_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  // The settings list: a workspace's tokens, one person's or all of them, newest first.
  await knex.raw("create index api_tokens_workspace_user_idx on api_tokens (workspace_id, user_id, created_at desc)");
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable("api_tokens");
}
