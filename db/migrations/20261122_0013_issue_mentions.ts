import type { Knex } from "knex";

/**
 * The people a work item's description mentions (Plane's IssueMention), kept in step with
 * description_html so the list's `mentions` filter is a join, not a scan of HTML. Only active members of
 * the item's project are stored, so a row never names someone from outside the tenant wall.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable("issue_mentions", (t) => {
    t.uuid("id").primary().defaultTo(knex.raw("gen_random_uuid()"));
    t.uuid("workspace_id").notNullable().references("workspaces.id").onDelete("CASCADE").index();
    t.uuid("project_id").notNullable().references("projects.id").onDelete("CASCADE");
    t.uuid("issue_id").notNullable().references("issues.id").onDelete("CASCADE");
    t.uuid("mention_id").notNullable().references("users.id").onDelete("CASCADE");
    t.timestamp("created_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(["issue_id", "mention_id"]);
    t.index(["project_id", "mention_id"]);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable("issue_mentions");
}
