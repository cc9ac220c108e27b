import type { UserNotificationPreference } from "../../db/models/UserNotificationPreference.js";
import type { NotificationPreferencesShape } from "../contract/notificationShapes.js";

/** Every kind of change notifies until the person turns it off (Plane's defaults). */
export const DEFAULT_NOTIFICATION_PREFERENCES: Readonly<NotificationPreferencesShape> = {
  property_change: true,
  state_change: true,
  comment: true,
  mention: true,
  issue_completed: true,
};

/** A person's preferences; no row yet means the defaults. */
export function presentNotificationPreferences(row: UserNotificationPreference | undefined): NotificationPreferencesShape {
  if (!row) return { ...DEFAULT_NOTIFICATION_PREFERENCES };
  return {
    property_change: row.property_change,
    state_change: row.state_change,
    comment: row.comment,
    mention: row.mention,
    issue_completed: row.issue_completed,
  };
}
