import { UserNotificationPreference } from "../../db/models/UserNotificationPreference.js";
import type { NotificationPreferencesShape } from "../contract/notificationShapes.js";
import type { UnitOfWork } from "../events/unitOfWork.js";
import { DEFAULT_NOTIFICATION_PREFERENCES } from "../presenters/notificationPreferences.js";

interface NotificationPreferencesUpdateInput extends UnitOfWork {
  fields: Partial<NotificationPreferencesShape>;
}

/**
 * Changes which kinds of change notify the actor; the first change stores the row (the defaults until
 * then). Nobody else sees preferences and the screen that changes them shows the answer, so no event.
 */
export async function notificationPreferencesUpdate({ trx, actor, fields }: NotificationPreferencesUpdateInput): Promise<UserNotificationPreference> {
  const [row] = (await trx("user_notification_preferences")
    .insert({ ...DEFAULT_NOTIFICATION_PREFERENCES, ...fields, user_id: actor.id })
    .onConflict("user_id")
    .merge({ ...fields, updated_at: new Date() })
    .returning("*")) as Record<string, unknown>[];
  if (!row) throw new Error("unreachable: an upsert returns its row");
  return UserNotificationPreference.fromDatabaseJson(row);
}
