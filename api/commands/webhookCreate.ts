import { Webhook } from "../../db/models/Webhook.js";
import type { WebhookWithSecretShape } from "../contract/webhookShapes.js";
import { domainEvent } from "../events/envelope.js";
import type { UnitOfWork } from "../events/unitOfWork.js";
import { authorizeManageWebhooks } from "../policies/webhook.js";
import type { WorkspaceAccess } from "../policies/workspaceAccess.js";
import { presentWebhook } from "../presenters/webhook.js";
import { mintWebhookSecret } from "../webhooks/secret.js";
import { toWorkspaceAdmins } from "../workspaces/adminAudience.js";
import type { WebhookFields } from "./webhookUpdate.js";

interface WebhookCreateInput extends UnitOfWork {
  access: WorkspaceAccess;
  secretKey: string;
  /** A URL the target guard has already accepted (api/webhooks/checkUrl.ts). */
  fields: WebhookFields & { url: string };
}

/** Adds a webhook; the answer carries its signing secret, the only time (but for regenerate) it is sent. */
export async function webhookCreate({ trx, outbox, actor, access, secretKey, fields }: WebhookCreateInput): Promise<WebhookWithSecretShape> {
  authorizeManageWebhooks(access.membership.role);
  const minted = mintWebhookSecret(secretKey);
  const webhook = await Webhook.query(trx).insertAndFetch({
    ...fields,
    workspace_id: access.workspace.id,
    secret_sealed: minted.sealed,
    created_by_id: actor.id,
    updated_by_id: actor.id,
  });
  const shape = presentWebhook(webhook);
  outbox.add(domainEvent("webhook.created", webhook, actor.id, shape, await toWorkspaceAdmins(trx, webhook.workspace_id)));
  return { ...shape, secret_key: minted.secret };
}
