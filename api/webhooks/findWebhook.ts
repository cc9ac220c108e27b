import type { Knex } from "knex";
import { Webhook } from "../../db/models/Webhook.js";
import { WebhookLog } from "../../db/models/WebhookLog.js";
import { findInScope } from "../findInScope.js";

export const WEBHOOK_NOT_FOUND = "Webhook not found";

/** One webhook of the workspace; another workspace's is the same 404 as a made-up id. */
export function findWebhook(db: Knex, workspaceId: string, webhookId: string, options: { forUpdate?: boolean } = {}): Promise<Webhook> {
  return findInScope(webhookId, WEBHOOK_NOT_FOUND, () => {
    const query = Webhook.query(db).findOne({ id: webhookId, workspace_id: workspaceId });
    return options.forUpdate ? query.forUpdate() : query;
  });
}

/** The workspace's webhooks, newest first. */
export async function listWebhooks(db: Knex, workspaceId: string): Promise<Webhook[]> {
  return await Webhook.query(db).where("workspace_id", workspaceId).orderBy("created_at", "desc").orderBy("id", "desc");
}

/** How many attempts the delivery log shows: the latest ones. */
const LOG_PAGE = 100;

/** A webhook's delivery attempts, newest first. */
export async function listWebhookLogs(db: Knex, workspaceId: string, webhookId: string): Promise<WebhookLog[]> {
  const webhook = await findWebhook(db, workspaceId, webhookId);
  return WebhookLog.query(db).where({ webhook_id: webhook.id, workspace_id: workspaceId }).orderBy("created_at", "desc").orderBy("attempt", "desc").limit(LOG_PAGE);
}
