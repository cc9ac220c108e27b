import { BaseModel } from "./BaseModel.js";

/** A web link attached to a work item; one per URL per item. */
export class IssueLink extends BaseModel {
  static override tableName = "issue_links";

  id!: string;
  workspace_id!: string;
  project_id!: string;
  issue_id!: string;
  url!: string;
  title!: string | null;
  metadata!: Record<string, unknown>;
  created_by_id!: string | null;
  updated_by_id!: string | null;
  created_at!: Date;
  updated_at!: Date;
}
