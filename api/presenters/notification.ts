import type { Notification } from "../../db/models/Notification.js";
import type { User } from "../../db/models/User.js";
import type { NotificationShape } from "../contract/notificationShapes.js";
import type { PersonSummaryShape } from "../contract/userShapes.js";

/** Who caused a notification, as much of them as the inbox row shows. */
export function presentPersonSummary(user: Pick<User, "id" | "display_name" | "avatar">): PersonSummaryShape {
  return { id: user.id, display_name: user.display_name, avatar_url: user.avatar || null };
}

const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);

/** One inbox entry (about a work item or a page), Plane's Notification shape; `triggeredBy` is the account behind triggered_by, when it still exists. */
export function presentNotification(row: Notification, triggeredBy: Pick<User, "id" | "display_name" | "avatar"> | undefined): NotificationShape {
  return {
    id: row.id,
    workspace: row.workspace_id,
    project: row.project_id,
    // Written only by api/notifications, always in this shape.
    data: row.data as unknown as NotificationShape["data"],
    entity_identifier: row.entity_identifier,
    entity_name: row.entity_name,
    title: row.title,
    message: row.message,
    message_html: row.message_html,
    message_stripped: row.message_stripped,
    sender: row.sender,
    receiver: row.receiver_id,
    triggered_by: row.triggered_by_id,
    triggered_by_details: triggeredBy ? presentPersonSummary(triggeredBy) : null,
    read_at: iso(row.read_at),
    archived_at: iso(row.archived_at),
    snoozed_till: iso(row.snoozed_till),
    is_inbox_issue: row.is_inbox_issue,
    is_mentioned_notification: row.is_mentioned_notification,
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
  };
}
