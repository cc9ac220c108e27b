import { BaseModel } from "./BaseModel.js";

/** One person's saved filters, display filters and display properties for one project's work item list. */
export class IssueUserProperty extends BaseModel {
  static override tableName = "issue_user_properties";
  static override jsonAttributes = ["filters", "display_filters", "display_properties"];

  id!: string;
  workspace_id!: string;
  project_id!: string;
  user_id!: string;
  filters!: Record<string, unknown>;
  display_filters!: Record<string, unknown>;
  display_properties!: Record<string, unknown>;
  created_at!: Date;
  updated_at!: Date;
}
