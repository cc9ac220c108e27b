import { Notification } from "../../db/models/Notification.js";
import type { User } from "../../db/models/User.js";
import { domainEvent, toUsers } from "../events/envelope.js";
import type { UnitOfWork } from "../events/unitOfWork.js";
import { presentNotification } from "../presenters/notification.js";

/**
 * Writes notifications in the unit of work and queues notification.created to each one's receiver alone,
 * naming `triggeredBy` (the actor) in it: how every notifier, of work items or pages, delivers. The
 * receivers' unread counts are the caller's to queue, once per unit of work (api/notifications/counts.ts).
 */
export async function deliverNotifications(uow: UnitOfWork, rows: readonly Partial<Notification>[], triggeredBy: User | undefined): Promise<Notification[]> {
  if (rows.length === 0) return [];
  const { trx, outbox, actor } = uow;
  const inserted = await Notification.query(trx).insert([...rows]).returning("*");
  for (const stored of inserted) {
    outbox.add(domainEvent("notification.created", stored, actor.id, presentNotification(stored, triggeredBy), toUsers(stored.workspace_id, [stored.receiver_id])));
  }
  return inserted;
}
