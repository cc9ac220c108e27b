import type { Knex } from "knex";

/**
 * Any change to a user row or removal of a session announces the user id on the `auth_changed`
 * channel, whoever made it: every server node drops what it cached for that user (api/auth/sessionCache.ts).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    create function notify_auth_changed() returns trigger language plpgsql as $$
    begin
      -- The trigger's argument names the column holding the user id (id on users, user_id on sessions).
      perform pg_notify('auth_changed', to_jsonb(old) ->> tg_argv[0]);
      return null;
    end
    $$`);
  await knex.raw(`create trigger users_auth_changed after update or delete on users for each row execute function notify_auth_changed('id')`);
  await knex.raw(`create trigger sessions_auth_changed after delete on sessions for each row execute function notify_auth_changed('user_id')`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw("drop trigger sessions_auth_changed on sessions");
  await knex.raw("drop trigger users_auth_changed on users");
  await knex.raw("drop function notify_auth_changed()");
}
