import type { Knex } from "knex";

/** Work item labels, and the one-default-state-per-project rule that state editing now relies on. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable("labels", (t) => {
    t.uuid("id").primary().defaultTo(knex.raw("gen_random_uuid()"));
    t.uuid("workspace_id").notNullable().references("workspaces.id").onDelete("CASCADE").index();
    t.uuid("project_id").notNullable().references("projects.id").onDelete("CASCADE");
    // Deleting a parent keeps its children, as top-level labels.
    t.uuid("parent_id").references("labels.id").onDelete("SET NULL");
    t.text("name").notNullable();
    t.text("color").notNullable();
    t.text("description").notNullable().defaultTo("");
    t.double("sort_order").notNullable().defaultTo(65535);
    t.uuid("created_by_id").references("users.id").onDelete("SET NULL");
    t.uuid("updated_by_id").references("users.id").onDelete("SET NULL");
    t.timestamps(true, true, false);
    t.unique(["project_id", "name"]);
  });
  await knex.raw("alter table labels add constraint labels_name_check check (char_length(name) between 1 and 255)");

  // Moving the default is clear-then-set in one transaction; this makes a second default impossible.
  await knex.raw("create unique index states_one_default_per_project on states (project_id) where is_default");
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw("drop index states_one_default_per_project");
  await knex.schema.dropTable("labels");
}
