import type { Modifiers, QueryBuilder, RelationMappings } from "objection";
import { BaseModel } from "./BaseModel.js";
import { User } from "./User.js";

/** One person's membership of one workspace; `role` is a rank of SPEC.md section 6, created_at the joining date. */
export class WorkspaceMember extends BaseModel {
  static override tableName = "workspace_members";

  id!: string;
  workspace_id!: string;
  member_id!: string;
  role!: number;
  is_active!: boolean;
  created_at!: Date;
  updated_at!: Date;

  member?: User;

  static override relationMappings = (): RelationMappings => ({
    member: {
      relation: BaseModel.BelongsToOneRelation,
      modelClass: User,
      join: { from: "workspace_members.member_id", to: "users.id" },
    },
  });

  static override modifiers: Modifiers<QueryBuilder<WorkspaceMember>> = {
    active(query) {
      query.where("workspace_members.is_active", true);
    },
  };
}
