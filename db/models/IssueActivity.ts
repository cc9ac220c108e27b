import { BaseModel } from "./BaseModel.js";

/** One change to a work item (SPEC.md section 3 "Activity"): who changed which field from what to what. */
export class IssueActivity extends BaseModel {
  static override tableName = "issue_activities";

  id!: string;
  workspace_id!: string;
  project_id!: string;
  issue_id!: string;
  actor_id!: string | null;
  verb!: string;
  field!: string | null;
  old_value!: string | null;
  new_value!: string | null;
  old_identifier!: string | null;
  new_identifier!: string | null;
  created_at!: Date;
}
