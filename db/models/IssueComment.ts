import { BaseModel } from "./BaseModel.js";

/** A comment on a work item (SPEC.md section 3 "Comment"); edited_at is set when its text changes. */
export class IssueComment extends BaseModel {
  static override tableName = "issue_comments";

  id!: string;
  workspace_id!: string;
  project_id!: string;
  issue_id!: string;
  actor_id!: string | null;
  comment_html!: string;
  comment_stripped!: string;
  edited_at!: Date | null;
  created_at!: Date;
  updated_at!: Date;
}
