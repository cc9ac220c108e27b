import { applyNotificationCounts, applyNotificationCreated, applyNotificationDeleted, applyNotificationUpdated } from "../../stores/notifications";
import type { HandlerTable } from "./handlerTable";

/** The inbox and the bell: the notification store's own socket functions (stores/notifications.ts). */
export const notificationHandlers: HandlerTable = {
  "notification.created": applyNotificationCreated,
  "notification.updated": applyNotificationUpdated,
  "notification.deleted": applyNotificationDeleted,
  "notification_counts.updated": applyNotificationCounts,
};
