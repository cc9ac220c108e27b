import { BaseModel } from "./BaseModel.js";

/** One person's emoji on one comment (SPEC.md section 3 "Reaction"); each person uses each emoji once. */
export class CommentReaction extends BaseModel {
  static override tableName = "comment_reactions";

  id!: string;
  workspace_id!: string;
  project_id!: string;
  comment_id!: string;
  actor_id!: string;
  reaction!: string;
  created_at!: Date;
  updated_at!: Date;
}
