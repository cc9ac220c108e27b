import type { Webhook } from "../../db/models/Webhook.js";
import type { WebhookLog } from "../../db/models/WebhookLog.js";
import type { WebhookLogShape, WebhookShape } from "../contract/webhookShapes.js";

/** A webhook as settings show it (Plane's fields); never its secret. */
export function presentWebhook(webhook: Webhook): WebhookShape {
  return {
    id: webhook.id,
    url: webhook.url,
    is_active: webhook.is_active,
    project: webhook.project,
    issue: webhook.issue,
    issue_comment: webhook.issue_comment,
    state: webhook.state,
    label: webhook.label,
    workspace: webhook.workspace_id,
    created_at: new Date(webhook.created_at).toISOString(),
    updated_at: new Date(webhook.updated_at).toISOString(),
    created_by: webhook.created_by_id,
  };
}

/** One attempt in a webhook's delivery log. */
export function presentWebhookLog(row: WebhookLog): WebhookLogShape {
  return {
    id: row.id,
    webhook: row.webhook_id,
    delivery: row.delivery_id,
    event_type: row.event,
    action: row.action,
    attempt: row.attempt,
    response_status: row.response_status,
    response_body: row.response_excerpt,
    error: row.error,
    duration_ms: row.duration_ms,
    outcome: row.outcome,
    created_at: new Date(row.created_at).toISOString(),
  };
}
