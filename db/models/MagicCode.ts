import { BaseModel } from "./BaseModel.js";

export class MagicCode extends BaseModel {
  static override tableName = "magic_codes";
  static override idColumn = "email";

  email!: string;
  code_hash!: string;
  attempts!: number;
  created_at!: Date;
  expires_at!: Date;
}
