import type { RelationMappings } from "objection";
import { BaseModel } from "./BaseModel.js";
import { User } from "./User.js";
import { WorkspaceMember } from "./WorkspaceMember.js";

export class Workspace extends BaseModel {
  static override tableName = "workspaces";

  id!: string;
  name!: string;
  slug!: string;
  organization_size!: string | null;
  logo_url!: string | null;
  timezone!: string;
  owner_id!: string;
  created_by_id!: string | null;
  updated_by_id!: string | null;
  created_at!: Date;
  updated_at!: Date;

  owner?: User;
  members?: WorkspaceMember[];

  static override relationMappings = (): RelationMappings => ({
    owner: {
      relation: BaseModel.BelongsToOneRelation,
      modelClass: User,
      join: { from: "workspaces.owner_id", to: "users.id" },
    },
    members: {
      relation: BaseModel.HasManyRelation,
      modelClass: WorkspaceMember,
      join: { from: "workspaces.id", to: "workspace_members.workspace_id" },
    },
  });
}
