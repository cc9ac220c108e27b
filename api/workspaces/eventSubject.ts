import type { EventSubject } from "../events/envelope.js";

/** A workspace as the subject of its own events: it is its own tenant. */
export function workspaceSubject(workspace: { id: string }): EventSubject {
  return { id: workspace.id, workspace_id: workspace.id };
}
