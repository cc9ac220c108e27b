import type { State } from "../../../db/models/State.js";

/**
 * A workflow state on the public API v1 (Plane's StateSerializer). Cairn keeps no import ids, so
 * external_source / external_id read null; the triage state is never presented, so is_triage is false.
 */
export interface V1StateShape {
  id: string;
  name: string;
  description: string;
  color: string;
  group: string;
  sequence: number;
  default: boolean;
  is_triage: false;
  external_source: null;
  external_id: null;
  project: string;
  workspace: string;
  created_at: string;
  updated_at: string;
  deleted_at: null;
}

export function presentV1State(state: State): V1StateShape {
  return {
    id: state.id,
    name: state.name,
    description: state.description,
    color: state.color,
    group: state.group,
    sequence: state.sequence,
    default: state.is_default,
    is_triage: false,
    external_source: null,
    external_id: null,
    project: state.project_id,
    workspace: state.workspace_id,
    created_at: new Date(state.created_at).toISOString(),
    updated_at: new Date(state.updated_at).toISOString(),
    deleted_at: null,
  };
}
