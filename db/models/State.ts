import { BaseModel } from "./BaseModel.js";

/** A workflow state of one project; the triage state (is_triage) is hidden from state lists. */
export class State extends BaseModel {
  static override tableName = "states";

  id!: string;
  workspace_id!: string;
  project_id!: string;
  name!: string;
  color!: string;
  group!: string;
  sequence!: number;
  is_default!: boolean;
  is_triage!: boolean;
  description!: string;
  created_at!: Date;
  updated_at!: Date;
}
