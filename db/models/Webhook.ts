import { BaseModel } from "./BaseModel.js";

/** A workspace's webhook: where its chosen events are POSTed, signed with its secret (api/webhooks/). */
export class Webhook extends BaseModel {
  static override tableName = "webhooks";

  id!: string;
  workspace_id!: string;
  url!: string;
  is_active!: boolean;
  secret_sealed!: string;
  project!: boolean;
  issue!: boolean;
  issue_comment!: boolean;
  state!: boolean;
  label!: boolean;
  created_by_id!: string | null;
  updated_by_id!: string | null;
  created_at!: Date;
  updated_at!: Date;
}
