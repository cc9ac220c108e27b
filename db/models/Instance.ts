import { BaseModel } from "./BaseModel.js";

export class Instance extends BaseModel {
  static override tableName = "instances";

  id!: string;
  instance_name!: string;
  is_setup_done!: boolean;
  is_signup_screen_visited!: boolean;
  is_telemetry_enabled!: boolean;
  created_at!: Date;
  updated_at!: Date;
}
