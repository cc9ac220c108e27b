import type { Knex } from "knex";

/**
 * What the work item list reads beyond 0008: an index per ordering the ungrouped list pages through
 * (sort order, newest update), and each person's saved filters, display filters and display properties
 * per project (SPEC.md section 7 "Filter preferences").
 */
export async function up(knex: Knex): Promise<void> {
  const live = "where archived_at is null and is_draft = false";
  // Ungrouped pages in sort order walk this index instead of sorting the whole project per page.
  await knex.raw(`create index issues_live_by_sort_order on issues (project_id, sort_order, id) ${live}`);
  await knex.raw(`create index issues_live_by_updated on issues (project_id, updated_at desc, id) ${live}`);
  // Grouping by creator or a many-valued field starts from the join tables' project.
  await knex.raw(`create index issues_live_by_creator on issues (project_id, created_by_id, sort_order, id) ${live}`);
  await knex.raw("create index issue_assignees_by_project on issue_assignees (project_id, assignee_id)");
  await knex.raw("create index issue_labels_by_project on issue_labels (project_id, label_id)");

  await knex.schema.createTable("issue_user_properties", (t) => {
    t.uuid("id").primary().defaultTo(knex.raw("gen_random_uuid()"));
    t.uuid("workspace_id").notNullable().references("workspaces.id").onDelete("CASCADE").index();
    t.uuid("project_id").notNullable().references("projects.id").onDelete("CASCADE");
    t.uuid("user_id").notNullable().references("users.id").onDelete("CASCADE").index();
    t.jsonb("filters").notNullable().defaultTo("{}");
    t.jsonb("display_filters").notNullable().defaultTo("{}");
    t.jsonb("display_properties").notNullable().defaultTo("{}");
    t.timestamps(true, true, false);
    t.unique(["project_id", "user_id"]);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable("issue_user_properties");
  await knex.raw("drop index issue_labels_by_project");
  await knex.raw("drop index issue_assignees_by_project");
  await knex.raw("drop index issues_live_by_creator");
  await knex.raw("drop index issues_live_by_updated");
  await knex.raw("drop index issues_live_by_sort_order");
}
