/** The event families a webhook may subscribe to, by Plane's field names (SPEC.md section 7). */
export const WEBHOOK_FAMILIES = ["project", "issue", "issue_comment", "state", "label"] as const;
export type WebhookFamily = (typeof WEBHOOK_FAMILIES)[number];

export const WEBHOOK_URL_MAX_LENGTH = 1024;

/** A webhook as settings list it (Plane's WebhookSerializer fields); the secret is never here. */
export interface WebhookShape extends Record<WebhookFamily, boolean> {
  id: string;
  url: string;
  is_active: boolean;
  workspace: string;
  created_at: string;
  updated_at: string;
  created_by: string | null;
}

/** The answer to create and regenerate: the only times the secret is sent. */
export interface WebhookWithSecretShape extends WebhookShape {
  secret_key: string;
}

/** One delivery attempt in a webhook's log. */
export interface WebhookLogShape {
  id: string;
  webhook: string;
  delivery: string;
  event_type: string;
  action: string;
  attempt: number;
  response_status: number | null;
  response_body: string;
  error: string | null;
  duration_ms: number;
  outcome: "delivered" | "retrying" | "failed";
  created_at: string;
}
