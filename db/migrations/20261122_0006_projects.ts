import type { Knex } from "knex";

/** Projects, their members and their workflow states: everything a work item will sit in. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable("projects", (t) => {
    t.uuid("id").primary().defaultTo(knex.raw("gen_random_uuid()"));
    t.uuid("workspace_id").notNullable().references("workspaces.id").onDelete("CASCADE");
    t.text("name").notNullable();
    t.text("identifier").notNullable();
    t.text("description").notNullable().defaultTo("");
    t.integer("network").notNullable().defaultTo(2);
    t.uuid("lead_id").references("users.id").onDelete("SET NULL");
    t.jsonb("logo_props").notNullable().defaultTo("{}");
    t.text("cover_image");
    for (const flag of ["cycle_view", "module_view", "issue_views_view", "page_view", "inbox_view"]) t.boolean(flag).notNullable().defaultTo(true);
    for (const flag of ["is_time_tracking_enabled", "is_epic_enabled", "is_workflow_enabled", "is_issue_type_enabled"]) {
      t.boolean(flag).notNullable().defaultTo(false);
    }
    t.timestamp("archived_at", { useTz: true });
    t.double("sort_order").notNullable().defaultTo(65535);
    t.uuid("created_by_id").references("users.id").onDelete("SET NULL");
    t.uuid("updated_by_id").references("users.id").onDelete("SET NULL");
    t.timestamps(true, true, false);
    t.unique(["workspace_id", "identifier"]);
    t.unique(["workspace_id", "name"]);
  });
  await knex.raw(
    "alter table projects add constraint projects_name_check check (char_length(name) between 1 and 255), " +
      "add constraint projects_identifier_check check (identifier ~ '^[A-Z0-9]{1,12}$'), " +
      "add constraint projects_network_check check (network in (0, 2))",
  );

  await knex.schema.createTable("project_members", (t) => {
    t.uuid("id").primary().defaultTo(knex.raw("gen_random_uuid()"));
    t.uuid("workspace_id").notNullable().references("workspaces.id").onDelete("CASCADE");
    t.uuid("project_id").notNullable().references("projects.id").onDelete("CASCADE");
    t.uuid("member_id").notNullable().references("users.id").onDelete("CASCADE").index();
    t.integer("role").notNullable().defaultTo(15);
    t.boolean("is_active").notNullable().defaultTo(true);
    t.timestamps(true, true, false);
    t.unique(["project_id", "member_id"]);
  });
  await knex.raw("alter table project_members add constraint project_members_role_check check (role in (5, 15, 20))");

  await knex.schema.createTable("states", (t) => {
    t.uuid("id").primary().defaultTo(knex.raw("gen_random_uuid()"));
    t.uuid("workspace_id").notNullable().references("workspaces.id").onDelete("CASCADE");
    t.uuid("project_id").notNullable().references("projects.id").onDelete("CASCADE");
    t.text("name").notNullable();
    t.text("color").notNullable();
    t.text("group").notNullable();
    t.double("sequence").notNullable().defaultTo(65535);
    t.boolean("is_default").notNullable().defaultTo(false);
    // The triage state holds intake work items and is never listed among the project's states.
    t.boolean("is_triage").notNullable().defaultTo(false);
    t.text("description").notNullable().defaultTo("");
    t.timestamps(true, true, false);
    t.unique(["project_id", "name"]);
  });
  await knex.raw(
    `alter table states add constraint states_group_check check ("group" in ('backlog', 'unstarted', 'started', 'completed', 'cancelled', 'triage'))`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable("states");
  await knex.schema.dropTable("project_members");
  await knex.schema.dropTable("projects");
}
