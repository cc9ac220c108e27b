import { Webhook } from "../../db/models/Webhook.js";
import type { WebhookFamily, WebhookShape } from "../contract/webhookShapes.js";
import { changedFields, domainEvent } from "../events/envelope.js";
import type { UnitOfWork } from "../events/unitOfWork.js";
import { authorizeManageWebhooks } from "../policies/webhook.js";
import type { WorkspaceAccess } from "../policies/workspaceAccess.js";
import { presentWebhook } from "../presenters/webhook.js";
import { findWebhook } from "../webhooks/findWebhook.js";
import { toWorkspaceAdmins } from "../workspaces/adminAudience.js";

/** What a person sets on a webhook; the URL has passed the target guard (api/webhooks/checkUrl.ts). */
export type WebhookFields = Partial<Record<WebhookFamily, boolean>> & { url?: string; is_active?: boolean };

interface WebhookUpdateInput extends UnitOfWork {
  access: WorkspaceAccess;
  webhookId: string;
  fields: WebhookFields;
}

/** Changes a webhook's URL, switch or families; deliveries already queued keep going to its current URL. */
export async function webhookUpdate({ trx, outbox, actor, access, webhookId, fields }: WebhookUpdateInput): Promise<WebhookShape> {
  authorizeManageWebhooks(access.membership.role);
  const before = await findWebhook(trx, access.workspace.id, webhookId, { forUpdate: true });
  const after = await Webhook.query(trx).patchAndFetchById(before.id, { ...fields, updated_by_id: actor.id, updated_at: new Date() });
  const shape = presentWebhook(after);
  outbox.add(domainEvent("webhook.updated", after, actor.id, changedFields(presentWebhook(before), shape), await toWorkspaceAdmins(trx, after.workspace_id)));
  return shape;
}
