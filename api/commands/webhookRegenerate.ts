import { Webhook } from "../../db/models/Webhook.js";
import type { WebhookWithSecretShape } from "../contract/webhookShapes.js";
import { domainEvent } from "../events/envelope.js";
import type { UnitOfWork } from "../events/unitOfWork.js";
import { authorizeManageWebhooks } from "../policies/webhook.js";
import type { WorkspaceAccess } from "../policies/workspaceAccess.js";
import { presentWebhook } from "../presenters/webhook.js";
import { findWebhook } from "../webhooks/findWebhook.js";
import { mintWebhookSecret } from "../webhooks/secret.js";
import { toWorkspaceAdmins } from "../workspaces/adminAudience.js";

interface WebhookRegenerateInput extends UnitOfWork {
  access: WorkspaceAccess;
  secretKey: string;
  webhookId: string;
}

/** A new signing secret (the old one stops at once, for deliveries still queued too), shown this once. */
export async function webhookRegenerate({ trx, outbox, actor, access, secretKey, webhookId }: WebhookRegenerateInput): Promise<WebhookWithSecretShape> {
  authorizeManageWebhooks(access.membership.role);
  const webhook = await findWebhook(trx, access.workspace.id, webhookId, { forUpdate: true });
  const minted = mintWebhookSecret(secretKey);
  const after = await Webhook.query(trx).patchAndFetchById(webhook.id, { secret_sealed: minted.sealed, updated_by_id: actor.id, updated_at: new Date() });
  const shape = presentWebhook(after);
  outbox.add(domainEvent("webhook.updated", after, actor.id, { updated_at: shape.updated_at }, await toWorkspaceAdmins(trx, after.workspace_id)));
  return { ...shape, secret_key: minted.secret };
}
