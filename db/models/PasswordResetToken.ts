import { BaseModel } from "./BaseModel.js";

export class PasswordResetToken extends BaseModel {
  static override tableName = "password_reset_tokens";
  static override idColumn = "token_hash";

  token_hash!: string;
  user_id!: string;
  created_at!: Date;
  expires_at!: Date;
  used_at!: Date | null;
}
