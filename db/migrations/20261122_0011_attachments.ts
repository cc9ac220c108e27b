import type { Knex } from "knex";

/**
 * Uploaded files (Plane's FileAsset). A row exists from the moment an upload is announced; is_uploaded
 * turns true only once the bytes are on disk with the declared size, so readers never list a half upload.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable("file_assets", (t) => {
    t.uuid("id").primary().defaultTo(knex.raw("gen_random_uuid()"));
    t.uuid("workspace_id").notNullable().references("workspaces.id").onDelete("CASCADE").index();
    t.uuid("project_id").notNullable().references("projects.id").onDelete("CASCADE");
    t.uuid("issue_id").references("issues.id").onDelete("CASCADE").index();
    t.text("entity_type").notNullable();
    t.jsonb("attributes").notNullable().defaultTo("{}");
    t.bigInteger("size").notNullable();
    // Built by the server from ids only; a client-chosen name never reaches the file system.
    t.text("storage_key").notNullable().unique();
    t.boolean("is_uploaded").notNullable().defaultTo(false);
    t.uuid("created_by_id").references("users.id").onDelete("SET NULL");
    t.uuid("updated_by_id").references("users.id").onDelete("SET NULL");
    t.timestamps(true, true, false);
  });
  await knex.raw(
    "alter table file_assets add constraint file_assets_entity_type_check check (entity_type in " +
      "('COMMENT_DESCRIPTION', 'ISSUE_ATTACHMENT', 'ISSUE_DESCRIPTION', 'PAGE_DESCRIPTION', 'PROJECT_COVER', 'USER_AVATAR', 'USER_COVER', 'WORKSPACE_LOGO')), " +
      "add constraint file_assets_size_check check (size >= 0)",
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable("file_assets");
}
