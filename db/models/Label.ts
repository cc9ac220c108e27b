import { BaseModel } from "./BaseModel.js";

/** A work item label of one project; `parent_id` nests it one level under another label of that project. */
export class Label extends BaseModel {
  static override tableName = "labels";

  id!: string;
  workspace_id!: string;
  project_id!: string;
  parent_id!: string | null;
  name!: string;
  color!: string;
  description!: string;
  sort_order!: number;
  created_by_id!: string | null;
  updated_by_id!: string | null;
  created_at!: Date;
  updated_at!: Date;
}
