import { randomUUID } from "node:crypto";
import type { Knex } from "knex";
import { Webhook } from "../../db/models/Webhook.js";
import type { PendingEvent } from "../events/unitOfWork.js";
import { webhookTopicOf, type WebhookTopic } from "./topics.js";

/**
 * The outbox: a delivery row for each event a workspace's active webhooks subscribe to, written in the
 * transaction of the change itself, so a change that commits is always delivered (the worker,
 * ./deliveryWorker.ts, sends it later) and one rolled back never is. The unit of work calls this once for
 * all of a command's events; commands know nothing of webhooks.
 */
export async function queueWebhookDeliveries(trx: Knex.Transaction, events: readonly PendingEvent[]): Promise<void> {
  const sendable = events.flatMap((event) => {
    const topic = webhookTopicOf(event.name);
    return topic && event.workspace_id ? [{ event, topic, workspaceId: event.workspace_id }] : [];
  });
  if (sendable.length === 0) return;
  const hooks = await Webhook.query(trx)
    .whereIn("workspace_id", [...new Set(sendable.map((item) => item.workspaceId))])
    .where("is_active", true);
  if (hooks.length === 0) return;
  const rows = sendable.flatMap(({ event, topic, workspaceId }) =>
    hooks.filter((hook) => hook.workspace_id === workspaceId && hook[topic.event]).map((hook) => deliveryRow(hook.id, workspaceId, topic, event)),
  );
  if (rows.length > 0) await trx("webhook_deliveries").insert(rows);
}

/** Plane's payload (event, action, webhook_id, workspace_id, data), fixed as the exact bytes every attempt sends. */
function deliveryRow(webhookId: string, workspaceId: string, topic: WebhookTopic, event: PendingEvent) {
  const body = JSON.stringify({ event: topic.event, action: topic.action, webhook_id: webhookId, workspace_id: workspaceId, data: event.data, actor_id: event.actor_id });
  return { id: randomUUID(), webhook_id: webhookId, workspace_id: workspaceId, event: topic.event, action: topic.action, body };
}
