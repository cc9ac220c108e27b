import type { EventSubject } from "../events/envelope.js";

/** A workspace as the subject of its own events: it is its own tenant. */
export function workspaceSubject(workspace: { id: string; updated_at?: Date }): EventSubject {
  return { id: workspace.id, workspace_id: workspace.id, updated_at: workspace.updated_at ?? null };
}
