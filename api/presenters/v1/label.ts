import type { Label } from "../../../db/models/Label.js";

/** A work item label on the public API v1 (Plane's LabelSerializer); Cairn keeps no import ids, so those read null. */
export interface V1LabelShape {
  id: string;
  name: string;
  description: string;
  color: string;
  sort_order: number;
  parent: string | null;
  external_source: null;
  external_id: null;
  project: string;
  workspace: string;
  created_by: string | null;
  updated_by: string | null;
  created_at: string;
  updated_at: string;
  deleted_at: null;
}

export function presentV1Label(label: Label): V1LabelShape {
  return {
    id: label.id,
    name: label.name,
    description: label.description,
    color: label.color,
    sort_order: label.sort_order,
    parent: label.parent_id,
    external_source: null,
    external_id: null,
    project: label.project_id,
    workspace: label.workspace_id,
    created_by: label.created_by_id,
    updated_by: label.updated_by_id,
    created_at: new Date(label.created_at).toISOString(),
    updated_at: new Date(label.updated_at).toISOString(),
    deleted_at: null,
  };
}
