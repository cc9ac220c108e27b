import { dropWebhook, keepWebhook, patchWebhook, webhooks } from "../../stores/webhooks";
import { slugOfOpenWorkspace } from "./currentWorkspace";
import type { HandlerTable } from "./handlerTable";

/** Workspace settings › Webhooks: a webhook another admin adds, changes or deletes shows at once. */
export const webhookHandlers: HandlerTable = {
  "webhook.created": ({ workspace_id, data }) => {
    const slug = slugOfOpenWorkspace(workspace_id);
    if (slug && webhooks.state === "ready") keepWebhook(slug, data);
  },
  "webhook.updated": ({ id, data }) => patchWebhook(id, data),
  "webhook.deleted": ({ id }) => dropWebhook(id),
};
