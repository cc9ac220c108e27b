import { BaseModel } from "./BaseModel.js";

/** Someone a work item's description mentions; kept in step with description_html by the API. */
export class IssueMention extends BaseModel {
  static override tableName = "issue_mentions";

  id!: string;
  workspace_id!: string;
  project_id!: string;
  issue_id!: string;
  mention_id!: string;
  created_at!: Date;
}
