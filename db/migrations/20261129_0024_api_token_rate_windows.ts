import type { Knex } from "knex";

/**
 * The public API's rate limit per token (issue 14): a fixed one-minute window per token, counted by the
 * statement that looks the token up, so every server process on the database shares one count without
 * Redis. Unlogged: a count written on every request then waits for no WAL flush at commit (kept on
 * api_tokens, every request of a busy token queued behind the previous one's flush), and a crash that
 * empties the table forgives at most a minute's count.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`create unlogged table api_token_rate_windows (
    token_id uuid primary key references api_tokens (id) on delete cascade,
    window_start timestamptz not null,
    count integer not null
  )`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable("api_token_rate_windows");
}
