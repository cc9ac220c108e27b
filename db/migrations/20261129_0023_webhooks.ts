import type { Knex } from "knex";

/**
 * Webhooks (SPEC.md sections 2, 3, 4 and 7; issue 14): a workspace's subscriptions, the outbox of deliveries
 * queued in the same transaction as the change they announce, and a log row per attempt. The signing secret
 * is kept sealed under SECRET_KEY (api/instance/secretBox.ts) because the worker needs it in clear to sign.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable("webhooks", (t) => {
    t.uuid("id").primary().defaultTo(knex.raw("gen_random_uuid()"));
    t.uuid("workspace_id").notNullable().references("workspaces.id").onDelete("CASCADE");
    t.text("url").notNullable();
    t.boolean("is_active").notNullable().defaultTo(true);
    t.text("secret_sealed").notNullable();
    // Plane's event families, one switch each.
    t.boolean("project").notNullable().defaultTo(false);
    t.boolean("issue").notNullable().defaultTo(false);
    t.boolean("issue_comment").notNullable().defaultTo(false);
    t.boolean("state").notNullable().defaultTo(false);
    t.boolean("label").notNullable().defaultTo(false);
    t.uuid("created_by_id").nullable().references("users.id").onDelete("SET NULL");
    t.uuid("updated_by_id").nullable().references("users.id").onDelete("SET NULL");
    t.timestamp("created_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp("updated_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw("create index webhooks_workspace_idx on webhooks (workspace_id, created_at desc)");

  await knex.schema.createTable("webhook_deliveries", (t) => {
    t.uuid("id").primary().defaultTo(knex.raw("gen_random_uuid()"));
    // Queue order: rows of one transaction keep the order their events were queued in.
    t.bigIncrements("seq", { primaryKey: false });
    t.uuid("webhook_id").notNullable().references("webhooks.id").onDelete("CASCADE");
    t.uuid("workspace_id").notNullable().references("workspaces.id").onDelete("CASCADE");
    t.text("event").notNullable();
    t.text("action").notNullable();
    // The exact bytes that are signed and sent, so every retry sends the same body.
    t.text("body").notNullable();
    t.text("status").notNullable().defaultTo("pending");
    t.integer("attempts").notNullable().defaultTo(0);
    t.timestamp("next_attempt_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    // A worker's claim: another process leaves the row alone until then (a crashed worker's claim lapses).
    t.timestamp("claimed_until", { useTz: true }).nullable();
    t.timestamp("created_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp("finished_at", { useTz: true }).nullable();
  });
  await knex.raw("create index webhook_deliveries_pending_idx on webhook_deliveries (webhook_id, seq) where status = 'pending'");

  await knex.schema.createTable("webhook_logs", (t) => {
    t.uuid("id").primary().defaultTo(knex.raw("gen_random_uuid()"));
    t.uuid("delivery_id").notNullable().references("webhook_deliveries.id").onDelete("CASCADE");
    t.uuid("webhook_id").notNullable().references("webhooks.id").onDelete("CASCADE");
    t.uuid("workspace_id").notNullable().references("workspaces.id").onDelete("CASCADE");
    t.text("event").notNullable();
    t.text("action").notNullable();
    t.integer("attempt").notNullable();
    t.integer("response_status").nullable();
    t.text("response_excerpt").notNullable().defaultTo("");
    t.text("error").nullable();
    t.integer("duration_ms").notNullable();
    t.text("outcome").notNullable();
    t.timestamp("created_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw("create index webhook_logs_webhook_idx on webhook_logs (webhook_id, created_at desc)");
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable("webhook_logs");
  await knex.schema.dropTable("webhook_deliveries");
  await knex.schema.dropTable("webhooks");
}
