import type { WebhookFamily } from "../contract/webhookShapes.js";
import type { PendingEvent } from "../events/unitOfWork.js";
import { webhookTopicOf } from "./topics.js";

/**
 * The outbox: a delivery row for each event a workspace's active webhooks subscribe to, written in the
 * transaction of the change itself, so a change that commits is always delivered (the worker,
 * ./deliveryWorker.ts, sends it later) and one rolled back never is. Commands know nothing of webhooks.
 *
 * The rows are not written by a statement of their own: the unit of work's last statement, which numbers
 * a workspace's events in the sync log (api/events/syncVersions.ts), inserts them too, joining the
 * events to the workspace's active webhooks in the database. A write to a workspace without webhooks
 * (the usual case) so costs no round trip for them, and every process sees a webhook made by another the
 * moment it commits, which a cached "this workspace has none" could not promise.
 */

/** One event's delivery body, split around its webhook's id, which the statement puts in between. */
interface DeliveryTemplate {
  /** Queue order: the webhook's deliveries of one transaction keep the order their events were queued in. */
  position: number;
  event: WebhookFamily;
  action: string;
  head: string;
  tail: string;
}

const WEBHOOK_ID_SLOT = "webhook-id-slot";

/**
 * Plane's payload (event, action, webhook_id, workspace_id, data), fixed as the exact bytes every attempt
 * sends: JSON.stringify's text of it with the webhook's id left out, which is a uuid and needs no escaping.
 */
function templateOf(position: number, event: PendingEvent, workspaceId: string): DeliveryTemplate | null {
  const topic = webhookTopicOf(event.name);
  if (!topic) return null;
  const body = JSON.stringify({ event: topic.event, action: topic.action, webhook_id: WEBHOOK_ID_SLOT, workspace_id: workspaceId, data: event.data, actor_id: event.actor_id });
  // The slot comes right after the fixed event and action words, before anything the event's data says.
  const at = body.indexOf(`"webhook_id":"${WEBHOOK_ID_SLOT}"`) + `"webhook_id":"`.length;
  return { position, event: topic.event, action: topic.action, head: body.slice(0, at), tail: body.slice(at + WEBHOOK_ID_SLOT.length) };
}

/**
 * The common table expression that queues the deliveries of one workspace's events of a transaction, for
 * the statement that logs them (its bindings named :workspaceId and :deliveries), or null when none of
 * the events is one a webhook can subscribe to. A webhook hears an event when it is active and its column
 * of the event's family (project, issue, issue_comment, state, label) is true.
 */
export function webhookDeliveriesCte(workspaceId: string, events: readonly PendingEvent[]): { sql: string; deliveries: string } | null {
  const templates = events.flatMap((event, index) => templateOf(index, event, workspaceId) ?? []);
  if (templates.length === 0) return null;
  const sql = `delivered as (
       insert into webhook_deliveries (webhook_id, workspace_id, event, action, body)
       select w.id, w.workspace_id, d.event, d.action, d.head || w.id::text || d.tail
         from jsonb_to_recordset(:deliveries::jsonb) as d(position int, event text, action text, head text, tail text)
         join webhooks as w on w.workspace_id = :workspaceId and w.is_active and (to_jsonb(w) ->> d.event)::boolean
         order by d.position, w.id
     )`;
  return { sql, deliveries: JSON.stringify(templates) };
}
