import { Notification } from "../../db/models/Notification.js";
import { domainEvent, toUsers } from "../events/envelope.js";
import type { UnitOfWork } from "../events/unitOfWork.js";
import { queueCounts } from "../notifications/counts.js";
import { inboxQuery, type InboxFilters } from "../notifications/inbox.js";

interface NotificationsMarkAllReadInput extends UnitOfWork {
  workspaceId: string;
  /** The tab the reader is on: only what it shows is marked. */
  filters: InboxFilters;
}

/**
 * Marks every unread notification of the actor's current tab read (SPEC.md section 4: the tab's count
 * drops to zero). Each queues notification.updated with its new read_at, and the counts follow once,
 * all to the receiver alone. Answers how many were marked.
 */
export async function notificationsMarkAllRead({ trx, outbox, actor, workspaceId, filters }: NotificationsMarkAllReadInput): Promise<number> {
  const now = new Date();
  const marked = await Notification.query(trx)
    .patch({ read_at: now, updated_at: now, updated_by_id: actor.id })
    .whereIn("id", inboxQuery(trx, workspaceId, actor.id, { ...filters, read: false }).select("id"))
    .returning("*");
  if (marked.length === 0) return 0;
  const readAt = now.toISOString();
  for (const row of marked) {
    outbox.add(domainEvent("notification.updated", row, actor.id, { read_at: readAt, updated_at: readAt }, toUsers(workspaceId, [actor.id])));
  }
  await queueCounts(trx, outbox, actor.id, workspaceId, [actor.id]);
  return marked.length;
}
