import { Notification } from "../../db/models/Notification.js";
import type { NotificationShape } from "../contract/notificationShapes.js";
import { changedFields, domainEvent, toUsers } from "../events/envelope.js";
import type { UnitOfWork } from "../events/unitOfWork.js";
import { queueCounts } from "../notifications/counts.js";
import { findNotification, presentMany } from "../notifications/inbox.js";

/** A time to set; null takes the notification out of that state; "now" stamps it unless it is stamped already. */
type Stamp = Date | null | "now";

/** Where a notification sits in its receiver's inbox. */
export interface NotificationPlacement {
  read_at?: Stamp;
  archived_at?: Stamp;
  snoozed_till?: Date | null;
}

interface NotificationUpdateInput extends UnitOfWork {
  workspaceId: string;
  notificationId: string;
  /** Checked by the route: a snooze is always in the future. */
  placement: NotificationPlacement;
}

/** Whether setting `asked` would leave `current` as it is ("now" on something stamped keeps the first stamp). */
function unchanged(current: Date | null, asked: Stamp): boolean {
  if (asked === "now") return current !== null;
  return current === null || asked === null ? current === asked : new Date(current).getTime() === asked.getTime();
}

/**
 * Reads, unreads, archives, unarchives or snoozes one of the actor's own notifications (anyone else's is
 * a 404). A real change queues notification.updated and the receiver's new counts, to the receiver alone;
 * asking for what is already so changes and announces nothing. Answers the notification as it now is,
 * presented (the after-image the event carries, so the route reads its sender no second time).
 */
export async function notificationUpdate({ trx, outbox, actor, workspaceId, notificationId, placement }: NotificationUpdateInput): Promise<NotificationShape> {
  const notification = await findNotification(trx, workspaceId, actor.id, notificationId, { forUpdate: true });
  const now = new Date();
  const patch = Object.fromEntries(
    (Object.entries(placement) as [keyof NotificationPlacement, Stamp][])
      .filter(([field, asked]) => !unchanged(notification[field], asked))
      .map(([field, asked]) => [field, asked === "now" ? now : asked]),
  ) as Partial<Record<keyof NotificationPlacement, Date | null>>;
  if (Object.keys(patch).length === 0) {
    const [current] = await presentMany(trx, [notification]);
    if (!current) throw new Error("unreachable: one notification presented");
    return current;
  }
  const updated = await Notification.query(trx).patchAndFetchById(notification.id, { ...patch, updated_by_id: actor.id, updated_at: now });
  const [before, after] = await presentMany(trx, [notification, updated]);
  if (!before || !after) throw new Error("unreachable: two notifications presented");
  outbox.add(domainEvent("notification.updated", updated, actor.id, changedFields(before, after), toUsers(workspaceId, [actor.id])));
  await queueCounts(trx, outbox, actor.id, workspaceId, [actor.id]);
  return after;
}
