import { BaseModel } from "./BaseModel.js";

/** Someone who follows a work item's changes. */
export class IssueSubscriber extends BaseModel {
  static override tableName = "issue_subscribers";

  id!: string;
  workspace_id!: string;
  project_id!: string;
  issue_id!: string;
  subscriber_id!: string;
  created_at!: Date;
}
