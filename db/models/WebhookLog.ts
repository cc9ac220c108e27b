import { BaseModel } from "./BaseModel.js";

/** One attempt to deliver one event to a webhook, as the settings screen's delivery log shows it. */
export class WebhookLog extends BaseModel {
  static override tableName = "webhook_logs";

  id!: string;
  delivery_id!: string;
  webhook_id!: string;
  workspace_id!: string;
  event!: string;
  action!: string;
  attempt!: number;
  response_status!: number | null;
  response_excerpt!: string;
  error!: string | null;
  duration_ms!: number;
  outcome!: "delivered" | "retrying" | "failed";
  created_at!: Date;
}
