import type { Knex } from "knex";

/**
 * Project pages (SPEC.md section 3 "Page"), their saved versions, and each person's favorites. A page
 * belongs to one project (Plane joins pages to projects; one is all Cairn needs, and a move changes it).
 * The document itself is Yjs state in description_binary, with the HTML and plain text rendered from it
 * beside it, so lists and search never decode the binary.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable("pages", (t) => {
    t.uuid("id").primary().defaultTo(knex.raw("gen_random_uuid()"));
    t.uuid("workspace_id").notNullable().references("workspaces.id").onDelete("CASCADE");
    t.uuid("project_id").notNullable().references("projects.id").onDelete("CASCADE");
    t.text("name").notNullable().defaultTo("");
    t.jsonb("logo_props").notNullable().defaultTo("{}");
    t.text("color").notNullable().defaultTo("");
    // A page outlives its owner's account (as Plane's does); an owner-less private page is nobody's to open.
    t.uuid("owned_by_id").nullable().references("users.id").onDelete("SET NULL");
    t.smallint("access").notNullable().defaultTo(0);
    t.boolean("is_locked").notNullable().defaultTo(false);
    t.timestamp("archived_at", { useTz: true }).nullable();
    t.binary("description_binary").nullable();
    t.text("description_html").notNullable().defaultTo("<p></p>");
    t.text("description_stripped").notNullable().defaultTo("");
    t.uuid("created_by_id").nullable().references("users.id").onDelete("SET NULL");
    t.uuid("updated_by_id").nullable().references("users.id").onDelete("SET NULL");
    t.timestamp("created_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp("updated_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw(
    "alter table pages add constraint pages_access_check check (access in (0, 1)), " +
      "add constraint pages_name_check check (char_length(name) <= 255)",
  );
  // The project's list, newest change first (SPEC.md section 9), and the workspace's tenant wall.
  await knex.raw("create index pages_project_list_idx on pages (project_id, updated_at desc, id)");
  await knex.raw("create index pages_workspace_idx on pages (workspace_id)");
  // A private page is listed to its owner only.
  await knex.raw("create index pages_owner_idx on pages (owned_by_id) where access = 1");

  await knex.schema.createTable("page_versions", (t) => {
    t.uuid("id").primary().defaultTo(knex.raw("gen_random_uuid()"));
    t.uuid("workspace_id").notNullable().references("workspaces.id").onDelete("CASCADE");
    t.uuid("page_id").notNullable().references("pages.id").onDelete("CASCADE");
    t.uuid("owned_by_id").nullable().references("users.id").onDelete("SET NULL");
    t.timestamp("last_saved_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.binary("description_binary").nullable();
    t.text("description_html").notNullable().defaultTo("<p></p>");
    t.text("description_stripped").notNullable().defaultTo("");
    t.timestamp("created_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw("create index page_versions_page_idx on page_versions (page_id, last_saved_at desc, id)");
  await knex.raw("create index page_versions_workspace_idx on page_versions (workspace_id)");

  // Favorites of any entity (SPEC.md section 3 "Favorite"); pages are the first to use them.
  await knex.schema.createTable("user_favorites", (t) => {
    t.uuid("id").primary().defaultTo(knex.raw("gen_random_uuid()"));
    t.uuid("workspace_id").notNullable().references("workspaces.id").onDelete("CASCADE");
    t.uuid("user_id").notNullable().references("users.id").onDelete("CASCADE");
    t.text("entity_type").notNullable();
    t.uuid("entity_identifier").notNullable();
    t.uuid("project_id").nullable().references("projects.id").onDelete("CASCADE");
    t.timestamp("created_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(["user_id", "entity_type", "entity_identifier"]);
  });
  await knex.raw(
    "alter table user_favorites add constraint user_favorites_entity_type_check " +
      "check (entity_type in ('view', 'module', 'page', 'cycle', 'project', 'folder'))",
  );
  // Archiving or deleting an entity removes everyone's favorites of it.
  await knex.raw("create index user_favorites_entity_idx on user_favorites (entity_identifier, entity_type)");
  await knex.raw("create index user_favorites_workspace_idx on user_favorites (workspace_id)");
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable("user_favorites");
  await knex.schema.dropTable("page_versions");
  await knex.schema.dropTable("pages");
}
