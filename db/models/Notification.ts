import { BaseModel } from "./BaseModel.js";

/** One entry of a person's inbox: a change to a work item they follow, reported to them alone. */
export class Notification extends BaseModel {
  static override tableName = "notifications";
  static override jsonAttributes = ["data"];

  id!: string;
  workspace_id!: string;
  project_id!: string | null;
  receiver_id!: string;
  triggered_by_id!: string | null;
  entity_identifier!: string;
  entity_name!: "issue";
  title!: string;
  /** What the inbox row shows without another request; api/notifications writes it as NotificationDataShape. */
  data!: Record<string, unknown>;
  message!: string | null;
  message_html!: string;
  message_stripped!: string | null;
  sender!: string;
  read_at!: Date | null;
  archived_at!: Date | null;
  snoozed_till!: Date | null;
  is_mentioned_notification!: boolean;
  is_inbox_issue!: boolean;
  created_by_id!: string | null;
  updated_by_id!: string | null;
  created_at!: Date;
  updated_at!: Date;
}
