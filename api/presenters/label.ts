import type { Label } from "../../db/models/Label.js";
import type { LabelShape } from "../contract/projectShapes.js";

/** A work item label (SPEC.md section 3). */
export function presentLabel(label: Label): LabelShape {
  return {
    id: label.id,
    name: label.name,
    color: label.color,
    description: label.description,
    parent: label.parent_id,
    project_id: label.project_id,
    workspace_id: label.workspace_id,
    sort_order: label.sort_order,
    created_at: new Date(label.created_at).toISOString(),
    updated_at: new Date(label.updated_at).toISOString(),
  };
}
