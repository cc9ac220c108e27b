import type { RelationMappings } from "objection";
import { BaseModel } from "./BaseModel.js";
import { Profile } from "./Profile.js";

export class User extends BaseModel {
  static override tableName = "users";

  id!: string;
  email!: string;
  username!: string;
  first_name!: string;
  last_name!: string;
  display_name!: string;
  avatar!: string;
  cover_image!: string | null;
  password_hash!: string | null;
  is_password_autoset!: boolean;
  is_active!: boolean;
  is_bot!: boolean;
  is_email_verified!: boolean;
  user_timezone!: string;
  last_login_medium!: string | null;
  last_login_time!: Date | null;
  last_login_ip!: string | null;
  date_joined!: Date;
  created_at!: Date;
  updated_at!: Date;

  profile?: Profile;

  static override relationMappings = (): RelationMappings => ({
    profile: {
      relation: BaseModel.HasOneRelation,
      modelClass: Profile,
      join: { from: "users.id", to: "profiles.user_id" },
    },
  });
}
