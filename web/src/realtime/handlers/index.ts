import { commentHandlers } from "./comments";
import type { HandlerTable } from "./handlerTable";
import { itemExtraHandlers } from "./itemExtras";
import { projectHandlers } from "./projects";
import { workItemHandlers } from "./workItems";
import { workspaceHandlers } from "./workspaces";

/**
 * Every family's handlers in one table, looked up by event name. Wiring point for the notification
 * inbox (h-notify-web): its store exports applyNotificationCreated/Updated/Deleted/Counts, which become
 * the `notification.*` and `notification_counts.updated` entries here once it is merged in.
 */
export const HANDLERS: HandlerTable = {
  ...workspaceHandlers,
  ...projectHandlers,
  ...workItemHandlers,
  ...commentHandlers,
  ...itemExtraHandlers,
};
