import { BaseModel } from "./BaseModel.js";

/** One entry of a person's inbox: a change to a work item they follow, or a mention on a page, reported to them alone. */
export class Notification extends BaseModel {
  static override tableName = "notifications";
  static override jsonAttributes = ["data"];

  id!: string;
  workspace_id!: string;
  project_id!: string | null;
  receiver_id!: string;
  triggered_by_id!: string | null;
  /** The work item or page it is about, as entity_name says; issue_id and page_id are computed from it. */
  entity_identifier!: string;
  entity_name!: "issue" | "page";
  title!: string;
  /** What the inbox row shows without another request; api/notifications writes it in its entity's data shape. */
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
