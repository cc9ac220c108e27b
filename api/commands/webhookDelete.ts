import { Webhook } from "../../db/models/Webhook.js";
import { domainEvent } from "../events/envelope.js";
import type { UnitOfWork } from "../events/unitOfWork.js";
import { authorizeManageWebhooks } from "../policies/webhook.js";
import type { WorkspaceAccess } from "../policies/workspaceAccess.js";
import { findWebhook } from "../webhooks/findWebhook.js";
import { toWorkspaceAdmins } from "../workspaces/adminAudience.js";

interface WebhookDeleteInput extends UnitOfWork {
  access: WorkspaceAccess;
  webhookId: string;
}

/** Removes a webhook with its queued deliveries and its log: nothing more is sent to it. */
export async function webhookDelete({ trx, outbox, actor, access, webhookId }: WebhookDeleteInput): Promise<void> {
  authorizeManageWebhooks(access.membership.role);
  const webhook = await findWebhook(trx, access.workspace.id, webhookId, { forUpdate: true });
  await Webhook.query(trx).deleteById(webhook.id);
  outbox.add(domainEvent("webhook.deleted", webhook, actor.id, { id: webhook.id, workspace: webhook.workspace_id }, await toWorkspaceAdmins(trx, webhook.workspace_id)));
}
