import type { Knex } from "knex";
import { UserNotificationPreference } from "../../db/models/UserNotificationPreference.js";
import type { NotificationPreferencesShape } from "../contract/notificationShapes.js";
import { presentNotificationPreferences } from "../presenters/notificationPreferences.js";

/** One person's notification preferences (the defaults until they change one). */
export async function preferencesOf(db: Knex, userId: string): Promise<NotificationPreferencesShape> {
  return presentNotificationPreferences(await UserNotificationPreference.query(db).findById(userId));
}

/** The preferences of several people in one query, every one of them answered. */
export async function preferencesOfMany(db: Knex, userIds: readonly string[]): Promise<Map<string, NotificationPreferencesShape>> {
  const rows = userIds.length === 0 ? [] : await UserNotificationPreference.query(db).whereIn("user_id", [...userIds]);
  const byUser = new Map(rows.map((row) => [row.user_id, row]));
  return new Map(userIds.map((id) => [id, presentNotificationPreferences(byUser.get(id))]));
}
