import { BaseModel } from "./BaseModel.js";

/** Which kinds of change notify a person; a person without a row gets every kind (all default true). */
export class UserNotificationPreference extends BaseModel {
  static override tableName = "user_notification_preferences";
  static override idColumn = "user_id";

  user_id!: string;
  property_change!: boolean;
  state_change!: boolean;
  comment!: boolean;
  mention!: boolean;
  issue_completed!: boolean;
  created_at!: Date;
  updated_at!: Date;
}
