import { workspaces } from "../../stores/workspaces";

/** The slug of the open workspace when an event belongs to it; events of another workspace patch nothing on screen. */
export function slugOfOpenWorkspace(workspaceId: string | null): string | null {
  const current = workspaces.current;
  return current && current.id === workspaceId ? current.slug : null;
}
