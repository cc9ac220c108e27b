import type { Knex } from "knex";

/**
 * A work item's description as a collaborative document (issue 13): its Yjs state, which the document
 * server (realtime/documents) loads and stores. Null until the description is first opened: the server
 * then builds it from description_html, which stays the text every other reader uses.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable("issues", (t) => {
    t.binary("description_binary");
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable("issues", (t) => {
    t.dropColumn("description_binary");
  });
}
