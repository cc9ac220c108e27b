import type { WebhookFamily } from "../contract/webhookShapes.js";
import type { EventName } from "../contract/events.js";

/** Which webhook family hears each entity's events; the rest (pages, notifications ...) are not sent yet. */
const FAMILY_OF_ENTITY: Partial<Record<string, WebhookFamily>> = {
  project: "project",
  work_item: "issue",
  work_item_comment: "issue_comment",
  state: "state",
  label: "label",
};

/** A domain event as a webhook names it: Plane's `event` (the family) and `action` (created, updated ...). */
export interface WebhookTopic {
  event: WebhookFamily;
  action: string;
}

export function webhookTopicOf(name: EventName): WebhookTopic | null {
  const [entity = "", action = ""] = name.split(".");
  const family = FAMILY_OF_ENTITY[entity];
  return family ? { event: family, action } : null;
}
