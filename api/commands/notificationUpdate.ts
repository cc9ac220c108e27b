import { Notification } from "../../db/models/Notification.js";
import { changedFields, domainEvent, toUsers } from "../events/envelope.js";
import type { UnitOfWork } from "../events/unitOfWork.js";
import { queueCounts } from "../notifications/counts.js";
import { findNotification, presentMany } from "../notifications/inbox.js";

/** Where a notification sits in its receiver's inbox; null takes it out of that state. */
export interface NotificationPlacement {
  read_at?: Date | null;
  archived_at?: Date | null;
  snoozed_till?: Date | null;
}

interface NotificationUpdateInput extends UnitOfWork {
  workspaceId: string;
  notificationId: string;
  /** Checked by the route: a snooze is always in the future. */
  placement: NotificationPlacement;
}

const sameTime = (a: Date | null, b: Date | null) => (a === null || b === null ? a === b : a.getTime() === b.getTime());

/**
 * Reads, unreads, archives, unarchives or snoozes one of the actor's own notifications (anyone else's is
 * a 404). A real change queues notification.updated and the receiver's new counts, to the receiver alone;
 * asking for what is already so changes and announces nothing.
 */
export async function notificationUpdate({ trx, outbox, actor, workspaceId, notificationId, placement }: NotificationUpdateInput): Promise<Notification> {
  const notification = await findNotification(trx, workspaceId, actor.id, notificationId, { forUpdate: true });
  const patch = Object.fromEntries(
    (Object.entries(placement) as [keyof NotificationPlacement, Date | null][]).filter(([field, value]) => !sameTime(notification[field], value)),
  ) as NotificationPlacement;
  if (Object.keys(patch).length === 0) return notification;
  const updated = await Notification.query(trx).patchAndFetchById(notification.id, { ...patch, updated_by_id: actor.id, updated_at: new Date() });
  const [before, after] = await presentMany(trx, [notification, updated]);
  if (!before || !after) throw new Error("unreachable: two notifications presented");
  outbox.add(domainEvent("notification.updated", updated, actor.id, changedFields(before, after), toUsers(workspaceId, [actor.id])));
  await queueCounts(trx, outbox, actor.id, workspaceId, [actor.id]);
  return updated;
}
