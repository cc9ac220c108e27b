import type { Knex } from "knex";

/**
 * When a counter was last hit, besides when its window started: the per-account sign-in backoff waits
 * from the latest failure, which a fixed window alone cannot tell.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable("rate_limit_counters", (t) => {
    t.timestamp("last_hit_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable("rate_limit_counters", (t) => {
    t.dropColumn("last_hit_at");
  });
}
