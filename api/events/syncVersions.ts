import type { Knex } from "knex";
import { COMMITS } from "../../db/pipelinedTransactions.js";
import { PREPARED } from "../../db/preparedStatements.js";
import type { DomainEvent } from "./bus.js";
import { webhookDeliveriesCte } from "../webhooks/queueDeliveries.js";
import type { PendingEvent } from "./unitOfWork.js";

/**
 * Gives each event of a transaction its workspace's next sync id and writes it to the sync log, in that
 * transaction, as its last step (runUnitOfWork). Taking the workspace's counter row locks it until the
 * commit, so a workspace's transactions commit in version order: whoever has seen version N can have
 * missed nothing below it. The counter rows are taken in workspace id order, so two transactions that
 * touch the same workspaces never wait on each other in a circle.
 *
 * An event outside any workspace gets version 0 and no log row; so does one about a workspace that no
 * longer exists (its own deletion): there is nothing left to catch up on.
 */
export async function stampVersions(trx: Knex.Transaction, pending: readonly PendingEvent[], mutationId: string | null): Promise<DomainEvent[]> {
  const stamped = pending.map((event): DomainEvent => ({ ...event, version: 0, mutation_id: mutationId }) as DomainEvent);
  const byWorkspace = new Map<string, DomainEvent[]>();
  for (const event of stamped) {
    if (event.workspace_id === null) continue;
    const events = byWorkspace.get(event.workspace_id) ?? [];
    events.push(event);
    byWorkspace.set(event.workspace_id, events);
  }

  const workspaces = [...byWorkspace.keys()].sort();
  for (const [index, workspaceId] of workspaces.entries()) {
    const events = byWorkspace.get(workspaceId) ?? [];
    const last = await logEvents(trx, workspaceId, events, index === workspaces.length - 1);
    if (last !== null) events.forEach((event, index) => (event.version = last - events.length + 1 + index));
  }
  return stamped;
}

/**
 * Moves the workspace's counter on by the number of events and writes their log rows, numbered up to the
 * new last version, which it answers (null when the workspace is gone), and queues their webhook
 * deliveries (api/webhooks/queueDeliveries.ts). One statement, so the counter row is held from here only
 * until the commit, and the change's transaction makes no round trip for webhooks; the transaction's last
 * one carries its COMMIT (db/pipelinedTransactions.ts), so the row is held for no round trip at all. The
 * first write of a workspace creates its counter. Every write ends with it, in one of two texts: it is prepared.
 */
async function logEvents(trx: Knex.Transaction, workspaceId: string, events: readonly DomainEvent[], commits: boolean): Promise<number | null> {
  const rows = events.map((event, index) => ({
    position: index + 1,
    name: event.name,
    entity_id: event.id,
    project_id: event.project_id,
    actor_id: event.actor_id,
    mutation_id: event.mutation_id,
    audience: event.audience,
    data: event.data,
  }));
  const webhooks = webhookDeliveriesCte(workspaceId, events);
  const result = await trx.raw<{ rows: { last_version: number }[] }>(
    `with counter as (
       insert into workspace_sync as sync (workspace_id, last_version)
         select id, :count from workspaces where id = :workspaceId
       on conflict (workspace_id) do update set last_version = sync.last_version + excluded.last_version
       returning last_version
     ), logged as (
       insert into sync_log (workspace_id, version, name, entity_id, project_id, actor_id, mutation_id, audience, data)
       select :workspaceId, counter.last_version - :count + e.position, e.name, e.entity_id, e.project_id, e.actor_id, e.mutation_id, e.audience, e.data
         from counter cross join jsonb_to_recordset(:rows::jsonb)
           as e(position bigint, name text, entity_id text, project_id uuid, actor_id uuid, mutation_id text, audience jsonb, data jsonb)
     )${webhooks ? `, ${webhooks.sql}` : ""}
     select last_version from counter`,
    { count: events.length, workspaceId, rows: JSON.stringify(rows), ...(webhooks ? { deliveries: webhooks.deliveries } : {}) },
  ).options(commits ? { ...PREPARED, ...COMMITS } : PREPARED);
  const row = result.rows[0];
  return row ? Number(row.last_version) : null;
}
