import { BaseModel } from "./BaseModel.js";

/**
 * Every column of a work item but its description's Yjs state, which only the document server reads and
 * which can be megabytes: what reads of a work item select, as `issues.<column>`.
 */
export const ISSUE_COLUMNS = [
  "id", "workspace_id", "project_id", "sequence_id", "name", "description_html", "description_stripped", "priority", "state_id",
  "parent_id", "estimate_point", "start_date", "target_date", "completed_at", "archived_at", "is_draft", "is_epic", "sort_order",
  "created_by_id", "updated_by_id", "created_at", "updated_at",
].map((column) => `issues.${column}`);

/** A work item (Plane's "issue") of one project; IDENT-<sequence_id> names it to people. */
export class Issue extends BaseModel {
  static override tableName = "issues";

  id!: string;
  workspace_id!: string;
  project_id!: string;
  sequence_id!: number;
  name!: string;
  description_html!: string;
  description_stripped!: string;
  /** The description's Yjs state (realtime/documents); null until first opened there. */
  description_binary!: Buffer | null;
  priority!: string;
  state_id!: string | null;
  parent_id!: string | null;
  estimate_point!: string | null;
  /** yyyy-MM-dd, as pg reads a DATE (db/connection.ts). */
  start_date!: string | null;
  target_date!: string | null;
  completed_at!: Date | null;
  archived_at!: Date | null;
  is_draft!: boolean;
  is_epic!: boolean;
  sort_order!: number;
  created_by_id!: string | null;
  updated_by_id!: string | null;
  created_at!: Date;
  updated_at!: Date;
}
