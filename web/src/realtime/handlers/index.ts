import { apiTokenHandlers } from "./apiTokens";
import { commentHandlers } from "./comments";
import type { HandlerTable } from "./handlerTable";
import { itemExtraHandlers } from "./itemExtras";
import { notificationHandlers } from "./notifications";
import { pageHandlers } from "./pages";
import { projectHandlers } from "./projects";
import { webhookHandlers } from "./webhooks";
import { workItemHandlers } from "./workItems";
import { workspaceHandlers } from "./workspaces";

/** Every family's handlers in one table, looked up by event name. */
export const HANDLERS: HandlerTable = {
  ...workspaceHandlers,
  ...projectHandlers,
  ...workItemHandlers,
  ...commentHandlers,
  ...itemExtraHandlers,
  ...notificationHandlers,
  ...pageHandlers,
  ...apiTokenHandlers,
  ...webhookHandlers,
};
