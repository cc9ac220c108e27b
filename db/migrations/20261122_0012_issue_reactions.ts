import type { Knex } from "knex";

/**
 * Reactions on a work item itself (Plane's IssueReaction), beside those on its comments: one person uses
 * each emoji once per item. workspace_id and project_id keep the tenant wall's scoping join-free.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable("issue_reactions", (t) => {
    t.uuid("id").primary().defaultTo(knex.raw("gen_random_uuid()"));
    t.uuid("workspace_id").notNullable().references("workspaces.id").onDelete("CASCADE").index();
    t.uuid("project_id").notNullable().references("projects.id").onDelete("CASCADE");
    t.uuid("issue_id").notNullable().references("issues.id").onDelete("CASCADE");
    t.uuid("actor_id").notNullable().references("users.id").onDelete("CASCADE").index();
    t.text("reaction").notNullable();
    t.timestamps(true, true, false);
    t.unique(["issue_id", "actor_id", "reaction"]);
  });
  await knex.raw("alter table issue_reactions add constraint issue_reactions_reaction_check check (char_length(reaction) between 1 and 32)");
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable("issue_reactions");
}
