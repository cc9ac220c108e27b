import type { Knex } from "knex";
import type { DomainEvent } from "./bus.js";
import type { PendingEvent } from "./unitOfWork.js";

/** Log rows per insert: well under PostgreSQL's 65535 bind parameters, whatever a bulk command queues. */
const LOG_ROWS_PER_INSERT = 1000;

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

  const logged: DomainEvent[] = [];
  for (const workspaceId of [...byWorkspace.keys()].sort()) {
    const events = byWorkspace.get(workspaceId) ?? [];
    const last = await advanceCounter(trx, workspaceId, events.length);
    if (last === null) continue;
    events.forEach((event, index) => (event.version = last - events.length + 1 + index));
    logged.push(...events);
  }
  for (let start = 0; start < logged.length; start += LOG_ROWS_PER_INSERT) {
    await trx("sync_log").insert(logged.slice(start, start + LOG_ROWS_PER_INSERT).map(logRow));
  }
  return stamped;
}

/**
 * Moves the workspace's counter on by `count` and answers the new last version, or null when the workspace
 * is gone. The first write of a workspace creates its counter, in the same statement.
 */
async function advanceCounter(trx: Knex.Transaction, workspaceId: string, count: number): Promise<number | null> {
  const result = await trx.raw<{ rows: { last_version: number }[] }>(
    `insert into workspace_sync (workspace_id, last_version)
       select id, ? from workspaces where id = ?
     on conflict (workspace_id) do update set last_version = workspace_sync.last_version + excluded.last_version
     returning last_version`,
    [count, workspaceId],
  );
  const row = result.rows[0];
  return row ? Number(row.last_version) : null;
}

function logRow(event: DomainEvent) {
  return {
    workspace_id: event.workspace_id,
    version: event.version,
    name: event.name,
    entity_id: event.id,
    project_id: event.project_id,
    actor_id: event.actor_id,
    mutation_id: event.mutation_id,
    audience: JSON.stringify(event.audience),
    data: JSON.stringify(event.data),
  };
}
