import type { Knex } from "knex";
import type { NotificationCountsShape } from "../contract/notificationShapes.js";
import { domainEvent, toUsers } from "../events/envelope.js";
import type { Outbox } from "../events/unitOfWork.js";

/**
 * What the bell counts: unread, not archived, and not snoozed, where a snooze whose time has come counts
 * again (decided when asked, so nothing has to wake it up). Mentions are counted apart, as Plane does.
 */
export const SHOWING_NOW = "(snoozed_till is null or snoozed_till <= now())";

/** The unread counts of several receivers in one workspace, in one query; a receiver with none gets zeros. */
export async function unreadCounts(db: Knex, workspaceId: string, receiverIds: readonly string[]): Promise<Map<string, NotificationCountsShape>> {
  const rows = (await db("notifications")
    .where("workspace_id", workspaceId)
    .whereIn("receiver_id", [...receiverIds])
    .whereNull("read_at")
    .whereNull("archived_at")
    .whereRaw(SHOWING_NOW)
    .groupBy("receiver_id")
    .select(
      "receiver_id",
      db.raw("count(*) filter (where not is_mentioned_notification) as total"),
      db.raw("count(*) filter (where is_mentioned_notification) as mentions"),
    )) as { receiver_id: string; total: string | number; mentions: string | number }[];
  const byReceiver = new Map(rows.map((row) => [row.receiver_id, row]));
  return new Map(
    receiverIds.map((id) => {
      const row = byReceiver.get(id);
      return [id, { total_unread_notifications_count: Number(row?.total ?? 0), mention_unread_notifications_count: Number(row?.mentions ?? 0) }];
    }),
  );
}

/** One notification_counts.updated per receiver, with the counts as this transaction leaves them, to that receiver alone. */
export async function queueCounts(trx: Knex, outbox: Outbox, actorId: string, workspaceId: string, receiverIds: readonly string[]): Promise<void> {
  if (receiverIds.length === 0) return;
  const counts = await unreadCounts(trx, workspaceId, receiverIds);
  for (const [receiverId, count] of counts) {
    const subject = { id: receiverId, workspace_id: workspaceId, project_id: null };
    outbox.add(domainEvent("notification_counts.updated", subject, actorId, { ...count, workspace: workspaceId }, toUsers(workspaceId, [receiverId])));
  }
}
