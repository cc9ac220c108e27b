import type { Knex } from "knex";

/**
 * A delivery queued, or a webhook turned back on (its held deliveries fall due), announces itself on the
 * `webhook_queued` channel at the commit, so every server process's delivery worker
 * (api/webhooks/deliveryWorker.ts) looks at once instead of polling an empty queue. The payload is always
 * empty: PostgreSQL sends identical notifications of one transaction once, so a change that queues many
 * deliveries wakes each worker once.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    create function notify_webhook_queued() returns trigger language plpgsql as $$
    begin
      perform pg_notify('webhook_queued', '');
      return null;
    end
    $$`);
  await knex.raw("create trigger webhook_deliveries_queued after insert on webhook_deliveries for each row execute function notify_webhook_queued()");
  await knex.raw(
    "create trigger webhooks_reactivated after update of is_active on webhooks for each row when (new.is_active and not old.is_active) execute function notify_webhook_queued()",
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw("drop trigger webhooks_reactivated on webhooks");
  await knex.raw("drop trigger webhook_deliveries_queued on webhook_deliveries");
  await knex.raw("drop function notify_webhook_queued()");
}
