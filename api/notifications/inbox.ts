import type { Knex } from "knex";
import type { QueryBuilder } from "objection";
import { Notification } from "../../db/models/Notification.js";
import { User } from "../../db/models/User.js";
import type { NotificationShape, NotificationType } from "../contract/notificationShapes.js";
import type { WorkItemListPage } from "../contract/workItemShapes.js";
import { findInScope } from "../findInScope.js";
import { presentNotification } from "../presenters/notification.js";
import { envelope } from "../workItems/list/envelope.js";
import { SHOWING_NOW } from "./counts.js";

export const NOTIFICATION_NOT_FOUND = "Notification not found";

/** Which of a receiver's notifications an inbox tab shows (Plane's type, snoozed, archived, read, mentioned). */
export interface InboxFilters {
  /** Any of these reasons to follow the item; none means every notification. */
  types: readonly NotificationType[];
  /** The snoozed view (snoozed till a time still to come), or everything else. */
  snoozed: boolean;
  archived: boolean;
  /** Only read ones, only unread ones, or both. */
  read?: boolean;
  /** The mentions tab, the all tab (no mentions, as in Plane), or both. */
  mentioned?: boolean;
}

/**
 * One receiver's notifications of one workspace through the filters of a tab. The type filter asks about
 * the item as it is now, as Plane's does: assigned to the receiver, created by them, or followed by them
 * without being either.
 */
export function inboxQuery(db: Knex, workspaceId: string, receiverId: string, filters: InboxFilters): QueryBuilder<Notification, Notification[]> {
  const query = Notification.query(db).where({ "notifications.workspace_id": workspaceId, "notifications.receiver_id": receiverId });
  if (filters.snoozed) query.where("snoozed_till", ">", db.fn.now());
  else query.whereRaw(SHOWING_NOW);
  if (filters.archived) query.whereNotNull("archived_at");
  else query.whereNull("archived_at");
  if (filters.read === true) query.whereNotNull("read_at");
  if (filters.read === false) query.whereNull("read_at");
  if (filters.mentioned !== undefined) query.where("is_mentioned_notification", filters.mentioned);
  if (filters.types.length > 0) {
    const assigned = db("issue_assignees").select("issue_id").where({ workspace_id: workspaceId, assignee_id: receiverId });
    const created = db("issues").select("id").where({ workspace_id: workspaceId, created_by_id: receiverId });
    const subscribed = db("issue_subscribers")
      .select("issue_id")
      .where({ workspace_id: workspaceId, subscriber_id: receiverId })
      .whereNotIn("issue_id", assigned.clone())
      .whereNotIn("issue_id", created.clone());
    const reasons = { assigned, created, subscribed };
    query.where((any) => {
      for (const type of filters.types) any.orWhereIn("entity_identifier", reasons[type]);
    });
  }
  return query;
}

/** A page of a tab, newest first, in the list envelope of SPEC.md section 3 (cursor per_page:page:0). */
export async function listNotifications(
  db: Knex,
  workspaceId: string,
  receiverId: string,
  filters: InboxFilters,
  request: { perPage: number; page: number },
): Promise<WorkItemListPage<NotificationShape[]>> {
  const [rows, total] = await Promise.all([
    inboxQuery(db, workspaceId, receiverId, filters)
      .orderBy([{ column: "created_at", order: "desc" }, { column: "id", order: "desc" }])
      .limit(request.perPage)
      .offset(request.page * request.perPage),
    inboxQuery(db, workspaceId, receiverId, filters).resultSize(),
  ]);
  const results = await presentMany(db, rows);
  return envelope(request, { results, count: results.length, total, largestGroup: total, groupedBy: null, subGroupedBy: null });
}

/** Notifications with the people who caused them, read in one query. */
export async function presentMany(db: Knex, rows: readonly Notification[]): Promise<NotificationShape[]> {
  const ids = [...new Set(rows.map((row) => row.triggered_by_id).filter((id): id is string => id !== null))];
  const people = ids.length === 0 ? [] : await User.query(db).whereIn("id", ids).select("id", "display_name", "avatar");
  const byId = new Map(people.map((person) => [person.id, person]));
  return rows.map((row) => presentNotification(row, row.triggered_by_id ? byId.get(row.triggered_by_id) : undefined));
}

/**
 * One of the receiver's own notifications in this workspace; anyone else's, another workspace's or a
 * made-up id is the same 404. `forUpdate` locks it for the rest of the transaction.
 */
export function findNotification(db: Knex, workspaceId: string, receiverId: string, id: string, options: { forUpdate?: boolean } = {}): Promise<Notification> {
  return findInScope(id, NOTIFICATION_NOT_FOUND, () => {
    const query = Notification.query(db).findOne({ id, workspace_id: workspaceId, receiver_id: receiverId });
    return options.forUpdate ? query.forUpdate() : query;
  });
}
