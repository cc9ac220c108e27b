import type { State } from "../../db/models/State.js";

/** A workflow state (SPEC.md section 3); `default` is Plane's name for is_default. */
export function presentState(state: State) {
  return {
    id: state.id,
    project_id: state.project_id,
    workspace_id: state.workspace_id,
    name: state.name,
    description: state.description,
    color: state.color,
    group: state.group,
    sequence: state.sequence,
    default: state.is_default,
    created_at: new Date(state.created_at).toISOString(),
    updated_at: new Date(state.updated_at).toISOString(),
  };
}
