import { BaseModel } from "./BaseModel.js";

/** A snapshot of a page's document as it was saved at `last_saved_at`, by `owned_by_id`. */
export class PageVersion extends BaseModel {
  static override tableName = "page_versions";

  id!: string;
  workspace_id!: string;
  page_id!: string;
  owned_by_id!: string | null;
  last_saved_at!: Date;
  description_binary?: Buffer | null;
  description_html!: string;
  description_stripped!: string;
  created_at!: Date;
}
