import { BaseModel } from "./BaseModel.js";

/** One person's emoji on one work item (SPEC.md section 3 "Reaction"); each person uses each emoji once. */
export class IssueReaction extends BaseModel {
  static override tableName = "issue_reactions";

  id!: string;
  workspace_id!: string;
  project_id!: string;
  issue_id!: string;
  actor_id!: string;
  reaction!: string;
  created_at!: Date;
  updated_at!: Date;
}
