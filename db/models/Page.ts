import { BaseModel } from "./BaseModel.js";

/**
 * A page of one project (SPEC.md section 3). access 0 is public (the project's members read it), 1 private
 * (its owner alone). description_binary is the Yjs document; the HTML and plain text are rendered from it.
 */
export class Page extends BaseModel {
  static override tableName = "pages";
  static override jsonAttributes = ["logo_props"];

  id!: string;
  workspace_id!: string;
  project_id!: string;
  name!: string;
  logo_props!: Record<string, unknown>;
  color!: string;
  owned_by_id!: string | null;
  access!: number;
  is_locked!: boolean;
  archived_at!: Date | null;
  /** Left out of list queries (api/pages/pageColumns.ts): only the document endpoints read it. */
  description_binary?: Buffer | null;
  description_html!: string;
  description_stripped!: string;
  created_by_id!: string | null;
  updated_by_id!: string | null;
  created_at!: Date;
  updated_at!: Date;
}
