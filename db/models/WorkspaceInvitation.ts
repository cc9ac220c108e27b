import type { Modifiers, QueryBuilder, RelationMappings } from "objection";
import { BaseModel } from "./BaseModel.js";
import { User } from "./User.js";
import { Workspace } from "./Workspace.js";

/** An invitation to join a workspace; open while responded_at is null. Only the token's SHA-256 is kept. */
export class WorkspaceInvitation extends BaseModel {
  static override tableName = "workspace_invitations";

  id!: string;
  workspace_id!: string;
  email!: string;
  role!: number;
  token_hash!: string;
  accepted!: boolean;
  responded_at!: Date | null;
  invited_by_id!: string | null;
  created_at!: Date;
  updated_at!: Date;

  invitedBy?: User | null;
  workspace?: Workspace;

  static override relationMappings = (): RelationMappings => ({
    invitedBy: {
      relation: BaseModel.BelongsToOneRelation,
      modelClass: User,
      join: { from: "workspace_invitations.invited_by_id", to: "users.id" },
    },
    workspace: {
      relation: BaseModel.BelongsToOneRelation,
      modelClass: Workspace,
      join: { from: "workspace_invitations.workspace_id", to: "workspaces.id" },
    },
  });

  static override modifiers: Modifiers<QueryBuilder<WorkspaceInvitation>> = {
    open(query) {
      query.whereNull("workspace_invitations.responded_at");
    },
  };
}
