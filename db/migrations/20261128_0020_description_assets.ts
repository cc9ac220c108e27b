import type { Knex } from "knex";

/**
 * Images in a page's document (Plane's FileAsset.page): the page they were uploaded into, so they go when
 * it goes. Images of work item descriptions and comments name their work item in issue_id, as before.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable("file_assets", (t) => {
    t.uuid("page_id").nullable().references("pages.id").onDelete("CASCADE").index();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable("file_assets", (t) => {
    t.dropColumn("page_id");
  });
}
