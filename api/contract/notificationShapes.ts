import type { PersonSummaryShape } from "./userShapes.js";

/**
 * A notification as the inbox shows it (SPEC.md section 3 "Notification", Plane's shape): who did what to
 * which work item or page, for whom, and where it is in the reader's inbox (read, archived, snoozed).
 */
export interface NotificationShape {
  id: string;
  workspace: string;
  project: string | null;
  /**
   * What the inbox row needs without another request: the work item and the change, or the page a
   * mention is in (pageNotified() tells them apart).
   */
  data: NotificationDataShape | PageNotificationDataShape;
  /** The id of the entity it is about: the work item, or the page. */
  entity_identifier: string;
  entity_name: "issue" | "page";
  title: string;
  message: string | null;
  message_html: string;
  message_stripped: string | null;
  /** Why it was sent, Plane's way: `in_app:issue_activities:<reason>`, or `in_app:page:mentioned`. */
  sender: string;
  receiver: string;
  triggered_by: string | null;
  triggered_by_details: PersonSummaryShape | null;
  read_at: string | null;
  archived_at: string | null;
  snoozed_till: string | null;
  is_inbox_issue: boolean;
  is_mentioned_notification: boolean;
  created_at: string;
  updated_at: string;
}

/** The page as it was named when the reader was mentioned in it. */
export interface PageNotificationDataShape {
  page: {
    id: string;
    name: string;
    project_id: string;
  };
}

/** The page a notification is about, or null for one about a work item. */
export function pageNotified(data: NotificationDataShape | PageNotificationDataShape): PageNotificationDataShape["page"] | null {
  return "page" in data ? data.page : null;
}

/** The work item a notification is about, and the change, or null for one about a page. */
export function workItemNotified(data: NotificationDataShape | PageNotificationDataShape): NotificationDataShape | null {
  return "issue" in data ? data : null;
}

export interface NotificationDataShape {
  issue: {
    id: string;
    name: string;
    sequence_id: number;
    identifier: string;
    state_name: string | null;
    state_group: string | null;
  };
  issue_activity: {
    id: string | null;
    /** The property that changed (`state`, `assignees`, `comment`, `mention`, ...). */
    field: string;
    verb: "created" | "updated" | "deleted";
    actor: string | null;
    old_value: string | null;
    new_value: string | null;
    /** The comment's text for a comment or a mention in one. */
    issue_comment: string | null;
  };
}

/** GET /api/workspaces/{slug}/users/notifications/unread/ and the counts pushed to `user:<id>`. */
export interface NotificationCountsShape {
  total_unread_notifications_count: number;
  mention_unread_notifications_count: number;
}

/** GET/PATCH /api/users/me/notification-preferences/: which kinds of change notify a person (an @mention is always on
 * unless turned off here too). */
export interface NotificationPreferencesShape {
  property_change: boolean;
  state_change: boolean;
  comment: boolean;
  mention: boolean;
  issue_completed: boolean;
}

/** The reasons a notification's `type` filter knows, as Plane names them. */
export const NOTIFICATION_TYPES = ["assigned", "created", "subscribed"] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** The snooze choices of the inbox's menu, in days (SPEC.md section 4); "custom" takes a date instead. */
export const SNOOZE_DAYS = [1, 3, 5, 7, 14] as const;

/** Notifications come 300 to a page (SPEC.md section 9): cursor `300:0:0`. */
export const NOTIFICATION_PAGE_SIZE = 300;
