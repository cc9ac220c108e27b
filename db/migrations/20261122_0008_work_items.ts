import type { Knex } from "knex";

/**
 * Work items (Plane's "issues"), their assignees and labels, and their activity history. Sequence ids are
 * handed out from projects.last_sequence_id, bumped inside the create transaction: the row lock makes
 * concurrent creates queue instead of colliding.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable("projects", (t) => {
    t.integer("last_sequence_id").notNullable().defaultTo(0);
  });

  await knex.schema.createTable("issues", (t) => {
    t.uuid("id").primary().defaultTo(knex.raw("gen_random_uuid()"));
    t.uuid("workspace_id").notNullable().references("workspaces.id").onDelete("CASCADE").index();
    t.uuid("project_id").notNullable().references("projects.id").onDelete("CASCADE");
    t.integer("sequence_id").notNullable();
    t.text("name").notNullable();
    t.text("description_html").notNullable().defaultTo("<p></p>");
    t.text("description_stripped").notNullable().defaultTo("");
    t.text("priority").notNullable().defaultTo("none");
    // A state in use cannot be deleted (the states route checks, this refuses a race).
    t.uuid("state_id").references("states.id").onDelete("RESTRICT");
    t.uuid("parent_id").references("issues.id").onDelete("SET NULL").index();
    // Estimate points arrive with estimates; the column is kept now so clients can round-trip it.
    t.uuid("estimate_point");
    t.date("start_date");
    t.date("target_date");
    t.timestamp("completed_at", { useTz: true });
    t.timestamp("archived_at", { useTz: true });
    t.boolean("is_draft").notNullable().defaultTo(false);
    t.boolean("is_epic").notNullable().defaultTo(false);
    t.double("sort_order").notNullable().defaultTo(65535);
    t.uuid("created_by_id").references("users.id").onDelete("SET NULL");
    t.uuid("updated_by_id").references("users.id").onDelete("SET NULL");
    t.timestamps(true, true, false);
    t.unique(["project_id", "sequence_id"]);
  });
  await knex.raw(
    "alter table issues add constraint issues_name_check check (char_length(name) between 1 and 255), " +
      "add constraint issues_priority_check check (priority in ('urgent', 'high', 'medium', 'low', 'none')), " +
      "add constraint issues_dates_check check (start_date is null or target_date is null or start_date <= target_date), " +
      "add constraint issues_not_own_parent check (parent_id is null or parent_id <> id)",
  );
  // The list screens read a project's live items by group, in sort order: one index per grouping the
  // grouped list walks with a per-group LIMIT, and one for the newest-first views.
  const live = "where archived_at is null and is_draft = false";
  await knex.raw(`create index issues_live_by_state on issues (project_id, state_id, sort_order, id) ${live}`);
  await knex.raw(`create index issues_live_by_priority on issues (project_id, priority, sort_order, id) ${live}`);
  await knex.raw(`create index issues_live_by_created on issues (project_id, created_at desc, id) ${live}`);

  await knex.schema.createTable("issue_assignees", (t) => {
    t.uuid("issue_id").notNullable().references("issues.id").onDelete("CASCADE");
    t.uuid("assignee_id").notNullable().references("users.id").onDelete("CASCADE").index();
    t.uuid("workspace_id").notNullable().references("workspaces.id").onDelete("CASCADE").index();
    t.uuid("project_id").notNullable().references("projects.id").onDelete("CASCADE");
    t.timestamp("created_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(["issue_id", "assignee_id"]);
  });

  await knex.schema.createTable("issue_labels", (t) => {
    t.uuid("issue_id").notNullable().references("issues.id").onDelete("CASCADE");
    t.uuid("label_id").notNullable().references("labels.id").onDelete("CASCADE").index();
    t.uuid("workspace_id").notNullable().references("workspaces.id").onDelete("CASCADE").index();
    t.uuid("project_id").notNullable().references("projects.id").onDelete("CASCADE");
    t.timestamp("created_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(["issue_id", "label_id"]);
  });

  await knex.schema.createTable("issue_activities", (t) => {
    t.uuid("id").primary().defaultTo(knex.raw("gen_random_uuid()"));
    t.uuid("workspace_id").notNullable().references("workspaces.id").onDelete("CASCADE").index();
    t.uuid("project_id").notNullable().references("projects.id").onDelete("CASCADE");
    t.uuid("issue_id").notNullable().references("issues.id").onDelete("CASCADE");
    t.uuid("actor_id").references("users.id").onDelete("SET NULL");
    t.text("verb").notNullable();
    t.text("field");
    t.text("old_value");
    t.text("new_value");
    // For fields that name another row (state, assignee, label, parent ...): its id, beside its display value.
    t.uuid("old_identifier");
    t.uuid("new_identifier");
    t.timestamp("created_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(["issue_id", "created_at"]);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable("issue_activities");
  await knex.schema.dropTable("issue_labels");
  await knex.schema.dropTable("issue_assignees");
  await knex.schema.dropTable("issues");
  await knex.schema.alterTable("projects", (t) => {
    t.dropColumn("last_sequence_id");
  });
}
