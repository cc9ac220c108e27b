import type { Knex } from "knex";

/**
 * Notifications about pages as well as work items (a page's @mention). entity_identifier named a work item
 * only, and its foreign key made a notification go with its item; it now names either, by entity_name, and
 * two columns computed from it carry the foreign keys, so a notification still goes with its item or page
 * and no writer has to fill in anything new.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable("notifications", (t) => {
    t.dropForeign(["entity_identifier"]);
  });
  await knex.raw(
    "alter table notifications " +
      "add constraint notifications_entity_name_check check (entity_name in ('issue', 'page')), " +
      "add column issue_id uuid generated always as (case when entity_name = 'issue' then entity_identifier end) stored references issues(id) on delete cascade, " +
      "add column page_id uuid generated always as (case when entity_name = 'page' then entity_identifier end) stored references pages(id) on delete cascade",
  );
  // What the cascades look for when an item or a page is deleted.
  await knex.raw("create index notifications_issue_idx on notifications (issue_id) where issue_id is not null");
  await knex.raw("create index notifications_page_idx on notifications (page_id) where page_id is not null");
}

export async function down(knex: Knex): Promise<void> {
  await knex("notifications").where("entity_name", "page").delete();
  await knex.raw("alter table notifications drop column page_id, drop column issue_id, drop constraint notifications_entity_name_check");
  await knex.schema.alterTable("notifications", (t) => {
    t.foreign("entity_identifier").references("issues.id").onDelete("CASCADE");
  });
}
