import { BaseModel } from "./BaseModel.js";

export class Session extends BaseModel {
  static override tableName = "sessions";

  id!: string;
  user_id!: string;
  ip!: string | null;
  user_agent!: string | null;
  created_at!: Date;
  expires_at!: Date;
}
