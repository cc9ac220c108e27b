import { BaseModel } from "./BaseModel.js";

/** One person's favorite of one entity (a page, later views, cycles ...), by type and id. */
export class UserFavorite extends BaseModel {
  static override tableName = "user_favorites";

  id!: string;
  workspace_id!: string;
  user_id!: string;
  entity_type!: string;
  entity_identifier!: string;
  project_id!: string | null;
  created_at!: Date;
}
