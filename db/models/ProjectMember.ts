import type { Modifiers, QueryBuilder } from "objection";
import { BaseModel } from "./BaseModel.js";

/** One person's membership of one project; `role` is a rank of SPEC.md section 6, never above their workspace role. */
export class ProjectMember extends BaseModel {
  static override tableName = "project_members";

  id!: string;
  workspace_id!: string;
  project_id!: string;
  member_id!: string;
  role!: number;
  is_active!: boolean;
  created_at!: Date;
  updated_at!: Date;

  static override modifiers: Modifiers<QueryBuilder<ProjectMember>> = {
    active(query) {
      query.where("project_members.is_active", true);
    },
  };
}
