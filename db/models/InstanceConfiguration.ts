import { BaseModel } from "./BaseModel.js";

export class InstanceConfiguration extends BaseModel {
  static override tableName = "instance_configurations";
  static override idColumn = "key";

  key!: string;
  value!: string;
  category!: string;
  is_encrypted!: boolean;
  updated_at!: Date;
}
