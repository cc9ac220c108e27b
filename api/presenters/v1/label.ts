import type { Label } from "../../../db/models/Label.js";
import type { LabelShape } from "../../contract/projectShapes.js";
import { presentLabel } from "../label.js";

/**
 * A work item label on the public API v1 (Plane's LabelSerializer): the app's label under Plane's
 * `project` / `workspace` names, with its authors; Cairn keeps no import ids, so those read null.
 */
export type V1LabelShape = Omit<LabelShape, "project_id" | "workspace_id"> & {
  external_source: null;
  external_id: null;
  project: string;
  workspace: string;
  created_by: string | null;
  updated_by: string | null;
  deleted_at: null;
};

export function presentV1Label(label: Label): V1LabelShape {
  const { project_id: project, workspace_id: workspace, ...same } = presentLabel(label);
  return {
    ...same,
    external_source: null,
    external_id: null,
    project,
    workspace,
    created_by: label.created_by_id,
    updated_by: label.updated_by_id,
    deleted_at: null,
  };
}
