import type { Pojo } from "objection";
import { BaseModel } from "./BaseModel.js";

/** SPEC.md section 3 "Asset types". */
export const ASSET_TYPES = ["COMMENT_DESCRIPTION", "ISSUE_ATTACHMENT", "ISSUE_DESCRIPTION", "PAGE_DESCRIPTION", "PROJECT_COVER", "USER_AVATAR", "USER_COVER", "WORKSPACE_LOGO"] as const;
export type AssetType = (typeof ASSET_TYPES)[number];

/** What the uploader declared; name is a display name only, never part of a path. */
export interface AssetAttributes {
  name: string;
  type: string;
  size: number;
}

/** An uploaded (or announced) file of a workspace: Plane's FileAsset. */
export class FileAsset extends BaseModel {
  static override tableName = "file_assets";

  id!: string;
  workspace_id!: string;
  project_id!: string;
  /** The work item of an attachment, or of the description or comment an image was uploaded into. */
  issue_id!: string | null;
  /** The page whose document an image was uploaded into. */
  page_id!: string | null;
  entity_type!: AssetType;
  attributes!: AssetAttributes;
  size!: number;
  storage_key!: string;
  is_uploaded!: boolean;
  created_by_id!: string | null;
  updated_by_id!: string | null;
  created_at!: Date;
  updated_at!: Date;

  // PostgreSQL hands bigint back as a string; every size here fits a JS number (the 5 MB cap).
  override $parseDatabaseJson(json: Pojo): Pojo {
    const parsed = super.$parseDatabaseJson(json);
    if ("size" in parsed) parsed.size = Number(parsed.size);
    return parsed;
  }
}
