import type { Knex } from "knex";

/** The instance (one row), its administrators and the settings god-mode edits. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable("instances", (t) => {
    t.uuid("id").primary().defaultTo(knex.raw("gen_random_uuid()"));
    t.text("instance_name").notNullable().defaultTo("Cairn");
    t.boolean("is_setup_done").notNullable().defaultTo(false);
    t.boolean("is_signup_screen_visited").notNullable().defaultTo(false);
    t.boolean("is_telemetry_enabled").notNullable().defaultTo(false);
    t.timestamps(true, true, false);
  });
  await knex("instances").insert({});

  await knex.schema.createTable("instance_admins", (t) => {
    t.uuid("id").primary().defaultTo(knex.raw("gen_random_uuid()"));
    t.uuid("user_id").notNullable().unique().references("users.id").onDelete("CASCADE");
    t.integer("role").notNullable().defaultTo(20);
    t.timestamp("created_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });

  await knex.schema.createTable("instance_configurations", (t) => {
    t.text("key").primary();
    t.text("value").notNullable();
    t.text("category").notNullable();
    t.boolean("is_encrypted").notNullable().defaultTo(false);
    t.timestamp("updated_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const table of ["instance_configurations", "instance_admins", "instances"]) {
    await knex.schema.dropTable(table);
  }
}
