import type { Knex } from "knex";

/**
 * A project's state names are unique whatever their case ("Done" and "done" would be two columns no one
 * can tell apart). The index is what refuses the second one, also when two requests race. Of names that
 * already differ only in case the first is kept and the others get their id's first characters, which no
 * other state's name can already hold as "Name (1)" could; cut so the name still fits its column.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    update states set name = left(states.name, 200) || ' (' || left(states.id::text, 8) || ')'
    from (select id, row_number() over (partition by project_id, lower(name) order by created_at, id) - 1 as n from states) later
    where states.id = later.id and later.n > 0`);
  await knex.raw("create unique index states_project_lower_name_unique on states (project_id, lower(name))");
  await knex.schema.alterTable("states", (t) => {
    t.dropUnique(["project_id", "name"]);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable("states", (t) => {
    t.unique(["project_id", "name"]);
  });
  await knex.raw("drop index states_project_lower_name_unique");
}
