import type { Modifiers, QueryBuilder } from "objection";
import { BaseModel } from "./BaseModel.js";

/** A project of a workspace; network 0 is private (members only), 2 public (every workspace member). */
export class Project extends BaseModel {
  static override tableName = "projects";
  static override jsonAttributes = ["logo_props"];

  id!: string;
  workspace_id!: string;
  name!: string;
  identifier!: string;
  description!: string;
  network!: number;
  lead_id!: string | null;
  logo_props!: Record<string, unknown>;
  cover_image!: string | null;
  cycle_view!: boolean;
  module_view!: boolean;
  issue_views_view!: boolean;
  page_view!: boolean;
  inbox_view!: boolean;
  is_time_tracking_enabled!: boolean;
  is_epic_enabled!: boolean;
  is_workflow_enabled!: boolean;
  is_issue_type_enabled!: boolean;
  archived_at!: Date | null;
  /** The last work item sequence id handed out (db migration 0008). */
  last_sequence_id!: number;
  sort_order!: number;
  created_by_id!: string | null;
  updated_by_id!: string | null;
  created_at!: Date;
  updated_at!: Date;

  static override modifiers: Modifiers<QueryBuilder<Project>> = {
    notArchived(query) {
      query.whereNull("projects.archived_at");
    },
  };
}
