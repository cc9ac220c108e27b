import { writeInstanceSettings } from "../../api/instance/settings.js";
import { mintWebhookSecret } from "../../api/webhooks/secret.js";
import type { Db } from "../../db/connection.js";
import { Webhook } from "../../db/models/Webhook.js";

/** A public address no test ever reaches (TEST-NET-3): the target guard accepts it without DNS. */
export const PUBLIC_TEST_URL = "https://203.0.113.10/hook";

/** A webhook of `workspaceId`, made as settings would, with its secret sealed under `secretKey`. */
export async function buildWebhook(db: Db, workspaceId: string, secretKey: string, fields: Partial<Pick<Webhook, "url" | "is_active" | "issue" | "project">> = {}) {
  const minted = mintWebhookSecret(secretKey);
  const webhook = await Webhook.query(db).insertAndFetch({ workspace_id: workspaceId, url: PUBLIC_TEST_URL, secret_sealed: minted.sealed, ...fields });
  return { webhook, secret: minted.secret };
}

/**
 * Flips the god-mode switch that lets webhooks reach private addresses, as the instance admin's PATCH does:
 * tests that deliver to a receiver on 127.0.0.1 turn it on.
 */
export async function allowPrivateWebhookTargets(db: Db, secretKey: string, allowed = true): Promise<void> {
  await writeInstanceSettings(db, secretKey, { WEBHOOK_ALLOW_PRIVATE_TARGETS: allowed ? "1" : "0" });
}
