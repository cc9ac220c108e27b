import type { Knex } from "knex";

/** Workspaces and their members: the tenant wall every workspace-scoped row sits behind. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable("workspaces", (t) => {
    t.uuid("id").primary().defaultTo(knex.raw("gen_random_uuid()"));
    t.text("name").notNullable();
    t.text("slug").notNullable().unique();
    t.text("organization_size");
    t.text("logo_url");
    t.text("timezone").notNullable().defaultTo("UTC");
    t.uuid("owner_id").notNullable().references("users.id").index();
    t.uuid("created_by_id").references("users.id").onDelete("SET NULL");
    t.uuid("updated_by_id").references("users.id").onDelete("SET NULL");
    t.timestamps(true, true, false);
  });

  await knex.schema.createTable("workspace_members", (t) => {
    t.uuid("id").primary().defaultTo(knex.raw("gen_random_uuid()"));
    t.uuid("workspace_id").notNullable().references("workspaces.id").onDelete("CASCADE");
    t.uuid("member_id").notNullable().references("users.id").onDelete("CASCADE").index();
    t.integer("role").notNullable().defaultTo(15);
    t.boolean("is_active").notNullable().defaultTo(true);
    // created_at is the joining date.
    t.timestamps(true, true, false);
    t.unique(["workspace_id", "member_id"]);
  });
  await knex.raw("alter table workspace_members add constraint workspace_members_role_check check (role in (5, 15, 20))");
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable("workspace_members");
  await knex.schema.dropTable("workspaces");
}
