import type { State } from "../../db/models/State.js";
import type { StateShape } from "../contract/projectShapes.js";
import type { StateGroup } from "../contract/workItems.js";

/** A workflow state (SPEC.md section 3); `default` is Plane's name for is_default. */
export function presentState(state: State): StateShape {
  return {
    id: state.id,
    project_id: state.project_id,
    workspace_id: state.workspace_id,
    name: state.name,
    description: state.description,
    color: state.color,
    // A check constraint keeps the column to STATE_GROUPS and "triage", whose state is never presented.
    group: state.group as StateGroup,
    sequence: state.sequence,
    default: state.is_default,
    created_at: new Date(state.created_at).toISOString(),
    updated_at: new Date(state.updated_at).toISOString(),
  };
}
