import type { State } from "../../../db/models/State.js";
import type { StateShape } from "../../contract/projectShapes.js";
import { presentState } from "../state.js";

/**
 * A workflow state on the public API v1 (Plane's StateSerializer): the app's state under Plane's
 * `project` / `workspace` names. Cairn keeps no import ids, so external_source / external_id read null;
 * the triage state is never presented, so is_triage is false.
 */
export type V1StateShape = Omit<StateShape, "project_id" | "workspace_id"> & {
  is_triage: false;
  external_source: null;
  external_id: null;
  project: string;
  workspace: string;
  deleted_at: null;
};

export function presentV1State(state: State): V1StateShape {
  const { project_id: project, workspace_id: workspace, ...same } = presentState(state);
  return { ...same, is_triage: false, external_source: null, external_id: null, project, workspace, deleted_at: null };
}
