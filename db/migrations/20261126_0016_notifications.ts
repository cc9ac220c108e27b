import type { Knex } from "knex";

/**
 * The notification inbox (SPEC.md section 3 "Notification") and each person's notification preferences.
 * A notification is written in the transaction of the change it reports (api/notifications/), belongs to
 * one receiver in one workspace, and goes when its work item goes (the cascade on entity_identifier).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable("notifications", (t) => {
    t.uuid("id").primary().defaultTo(knex.raw("gen_random_uuid()"));
    t.uuid("workspace_id").notNullable().references("workspaces.id").onDelete("CASCADE");
    t.uuid("project_id").nullable().references("projects.id").onDelete("CASCADE");
    t.uuid("receiver_id").notNullable().references("users.id").onDelete("CASCADE");
    t.uuid("triggered_by_id").nullable().references("users.id").onDelete("SET NULL");
    // Only work items notify for now: the entity is an issue, and its notifications go with it.
    t.uuid("entity_identifier").notNullable().references("issues.id").onDelete("CASCADE").index();
    t.text("entity_name").notNullable().defaultTo("issue");
    t.text("title").notNullable();
    t.jsonb("data").notNullable();
    t.text("message").nullable();
    t.text("message_html").notNullable().defaultTo("");
    t.text("message_stripped").nullable();
    t.text("sender").notNullable();
    t.timestamp("read_at", { useTz: true }).nullable();
    t.timestamp("archived_at", { useTz: true }).nullable();
    t.timestamp("snoozed_till", { useTz: true }).nullable();
    t.boolean("is_mentioned_notification").notNullable().defaultTo(false);
    t.boolean("is_inbox_issue").notNullable().defaultTo(false);
    t.uuid("created_by_id").nullable().references("users.id").onDelete("SET NULL");
    t.uuid("updated_by_id").nullable().references("users.id").onDelete("SET NULL");
    t.timestamp("created_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp("updated_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  // The inbox: one receiver's notifications of one workspace, newest first.
  await knex.raw("create index notifications_inbox_idx on notifications (receiver_id, workspace_id, created_at desc, id desc)");
  // The bell: unread, unarchived notifications of a receiver, counted apart for mentions.
  await knex.raw(
    "create index notifications_unread_idx on notifications (receiver_id, workspace_id, is_mentioned_notification, snoozed_till) where read_at is null and archived_at is null",
  );

  await knex.schema.createTable("user_notification_preferences", (t) => {
    t.uuid("user_id").primary().references("users.id").onDelete("CASCADE");
    t.boolean("property_change").notNullable().defaultTo(true);
    t.boolean("state_change").notNullable().defaultTo(true);
    t.boolean("comment").notNullable().defaultTo(true);
    t.boolean("mention").notNullable().defaultTo(true);
    t.boolean("issue_completed").notNullable().defaultTo(true);
    t.timestamp("created_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp("updated_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable("user_notification_preferences");
  await knex.schema.dropTable("notifications");
}
