import type { Knex } from "knex";

/**
 * What hangs off a work item: relations to other items, links, comments with their reactions, reactions
 * on the item itself, and who subscribes to it. Every table carries workspace_id and project_id so the
 * tenant wall can scope each query without a join.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable("issue_relations", (t) => {
    t.uuid("id").primary().defaultTo(knex.raw("gen_random_uuid()"));
    t.uuid("workspace_id").notNullable().references("workspaces.id").onDelete("CASCADE").index();
    t.uuid("project_id").notNullable().references("projects.id").onDelete("CASCADE");
    // Stored once per pair with a direction: "issue_id blocked_by related_issue_id"; the other side's view
    // (blocking) is computed on read, so an inverse can never be missing or left behind.
    t.uuid("issue_id").notNullable().references("issues.id").onDelete("CASCADE");
    t.uuid("related_issue_id").notNullable().references("issues.id").onDelete("CASCADE").index();
    t.text("relation_type").notNullable();
    t.uuid("created_by_id").references("users.id").onDelete("SET NULL");
    t.timestamps(true, true, false);
  });
  await knex.raw(
    "alter table issue_relations add constraint issue_relations_type_check check (relation_type in ('blocked_by', 'relates_to', 'duplicate')), " +
      "add constraint issue_relations_not_self check (issue_id <> related_issue_id)",
  );
  // One relation per pair whichever way round it was made: A blocked_by B and B blocked_by A cannot coexist.
  await knex.raw("create unique index issue_relations_pair on issue_relations (least(issue_id, related_issue_id), greatest(issue_id, related_issue_id))");
  await knex.raw("create index issue_relations_issue on issue_relations (issue_id)");

  await knex.schema.createTable("issue_links", (t) => {
    t.uuid("id").primary().defaultTo(knex.raw("gen_random_uuid()"));
    t.uuid("workspace_id").notNullable().references("workspaces.id").onDelete("CASCADE").index();
    t.uuid("project_id").notNullable().references("projects.id").onDelete("CASCADE");
    t.uuid("issue_id").notNullable().references("issues.id").onDelete("CASCADE");
    t.text("url").notNullable();
    t.text("title");
    t.jsonb("metadata").notNullable().defaultTo("{}");
    t.uuid("created_by_id").references("users.id").onDelete("SET NULL");
    t.uuid("updated_by_id").references("users.id").onDelete("SET NULL");
    t.timestamps(true, true, false);
    t.unique(["issue_id", "url"]);
  });

  await knex.schema.createTable("issue_comments", (t) => {
    t.uuid("id").primary().defaultTo(knex.raw("gen_random_uuid()"));
    t.uuid("workspace_id").notNullable().references("workspaces.id").onDelete("CASCADE").index();
    t.uuid("project_id").notNullable().references("projects.id").onDelete("CASCADE");
    t.uuid("issue_id").notNullable().references("issues.id").onDelete("CASCADE");
    t.uuid("actor_id").references("users.id").onDelete("SET NULL");
    t.text("comment_html").notNullable();
    t.text("comment_stripped").notNullable().defaultTo("");
    t.timestamp("edited_at", { useTz: true });
    t.timestamps(true, true, false);
    t.index(["issue_id", "created_at"]);
  });

  await knex.schema.createTable("comment_reactions", (t) => {
    t.uuid("id").primary().defaultTo(knex.raw("gen_random_uuid()"));
    t.uuid("workspace_id").notNullable().references("workspaces.id").onDelete("CASCADE").index();
    t.uuid("project_id").notNullable().references("projects.id").onDelete("CASCADE");
    t.uuid("comment_id").notNullable().references("issue_comments.id").onDelete("CASCADE");
    t.uuid("actor_id").notNullable().references("users.id").onDelete("CASCADE");
    t.text("reaction").notNullable();
    t.timestamps(true, true, false);
    t.unique(["comment_id", "actor_id", "reaction"]);
  });
  await knex.raw("alter table comment_reactions add constraint comment_reactions_reaction_check check (char_length(reaction) between 1 and 32)");

  await knex.schema.createTable("issue_subscribers", (t) => {
    t.uuid("id").primary().defaultTo(knex.raw("gen_random_uuid()"));
    t.uuid("workspace_id").notNullable().references("workspaces.id").onDelete("CASCADE").index();
    t.uuid("project_id").notNullable().references("projects.id").onDelete("CASCADE");
    t.uuid("issue_id").notNullable().references("issues.id").onDelete("CASCADE");
    t.uuid("subscriber_id").notNullable().references("users.id").onDelete("CASCADE").index();
    t.timestamp("created_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(["issue_id", "subscriber_id"]);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable("issue_subscribers");
  await knex.schema.dropTable("comment_reactions");
  await knex.schema.dropTable("issue_comments");
  await knex.schema.dropTable("issue_links");
  await knex.schema.dropTable("issue_relations");
}
