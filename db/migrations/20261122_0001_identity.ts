import type { Knex } from "knex";

/** Accounts, their profiles and sign-in sessions, plus the one-time secrets of the sign-in flows. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable("users", (t) => {
    t.uuid("id").primary().defaultTo(knex.raw("gen_random_uuid()"));
    t.text("email").notNullable().unique();
    t.text("username").notNullable().unique();
    t.text("first_name").notNullable().defaultTo("");
    t.text("last_name").notNullable().defaultTo("");
    t.text("display_name").notNullable().defaultTo("");
    t.text("avatar").notNullable().defaultTo("");
    t.text("cover_image");
    t.text("password_hash");
    t.boolean("is_password_autoset").notNullable().defaultTo(false);
    t.boolean("is_active").notNullable().defaultTo(true);
    t.boolean("is_bot").notNullable().defaultTo(false);
    t.boolean("is_email_verified").notNullable().defaultTo(false);
    t.text("user_timezone").notNullable().defaultTo("UTC");
    t.text("last_login_medium");
    t.timestamp("last_login_time", { useTz: true });
    t.text("last_login_ip");
    t.timestamp("date_joined", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamps(true, true, false);
  });

  await knex.schema.createTable("profiles", (t) => {
    t.uuid("id").primary().defaultTo(knex.raw("gen_random_uuid()"));
    t.uuid("user_id").notNullable().unique().references("users.id").onDelete("CASCADE");
    t.text("role");
    t.text("use_case");
    t.text("organization_size");
    t.uuid("last_workspace_id");
    t.jsonb("theme").notNullable().defaultTo(JSON.stringify({ theme: "system" }));
    t.jsonb("onboarding_step").notNullable();
    t.boolean("is_onboarded").notNullable().defaultTo(false);
    t.boolean("is_tour_completed").notNullable().defaultTo(false);
    t.text("billing_address_country");
    t.jsonb("billing_address");
    t.boolean("has_billing_address").notNullable().defaultTo(false);
    t.text("language").notNullable().defaultTo("en");
    t.timestamps(true, true, false);
  });

  await knex.schema.createTable("sessions", (t) => {
    // The cookie carries a random token; only its SHA-256 is stored, so a leaked table grants nothing.
    t.text("id").primary();
    t.uuid("user_id").notNullable().references("users.id").onDelete("CASCADE").index();
    t.text("ip");
    t.text("user_agent");
    t.timestamp("created_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp("expires_at", { useTz: true }).notNullable().index();
  });

  await knex.schema.createTable("magic_codes", (t) => {
    t.text("email").primary();
    t.text("code_hash").notNullable();
    t.integer("attempts").notNullable().defaultTo(0);
    t.timestamp("created_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp("expires_at", { useTz: true }).notNullable();
  });

  await knex.schema.createTable("password_reset_tokens", (t) => {
    t.text("token_hash").primary();
    t.uuid("user_id").notNullable().references("users.id").onDelete("CASCADE").index();
    t.timestamp("created_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp("expires_at", { useTz: true }).notNullable();
    t.timestamp("used_at", { useTz: true });
  });

  await knex.schema.createTable("rate_limit_counters", (t) => {
    t.text("key").primary();
    t.integer("hits").notNullable();
    t.timestamp("window_started_at", { useTz: true }).notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const table of ["rate_limit_counters", "password_reset_tokens", "magic_codes", "sessions", "profiles", "users"]) {
    await knex.schema.dropTable(table);
  }
}
