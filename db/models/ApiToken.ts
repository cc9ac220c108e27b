import { BaseModel } from "./BaseModel.js";

/** A personal API token: its person acts through it inside its workspace (api/policies/apiToken.ts). */
export class ApiToken extends BaseModel {
  static override tableName = "api_tokens";

  id!: string;
  workspace_id!: string;
  user_id!: string;
  label!: string;
  description!: string;
  token_hash!: string;
  token_hint!: string;
  is_active!: boolean;
  expired_at!: Date | null;
  last_used!: Date | null;
  created_by_id!: string | null;
  updated_by_id!: string | null;
  created_at!: Date;
  updated_at!: Date;
}
