import { BaseModel } from "./BaseModel.js";

export class InstanceAdmin extends BaseModel {
  static override tableName = "instance_admins";

  id!: string;
  user_id!: string;
  role!: number;
  created_at!: Date;
}
