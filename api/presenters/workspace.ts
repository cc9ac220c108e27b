import type { User } from "../../db/models/User.js";
import type { Workspace } from "../../db/models/Workspace.js";
import type { Role } from "../contract/roles.js";
import type { WorkspaceShape } from "../contract/workspaceShapes.js";

export interface WorkspaceExtras {
  owner: Pick<User, "id" | "display_name" | "avatar">;
  total_members: number;
  /** The caller's own role in the workspace. */
  role: number;
}

/** A workspace as every workspace endpoint returns it (Plane's field names). */
export function presentWorkspace(workspace: Workspace, extras: WorkspaceExtras): WorkspaceShape {
  return {
    id: workspace.id,
    name: workspace.name,
    slug: workspace.slug,
    logo_url: workspace.logo_url,
    organization_size: workspace.organization_size,
    timezone: workspace.timezone,
    owner: { id: extras.owner.id, display_name: extras.owner.display_name, avatar_url: extras.owner.avatar || null },
    total_members: extras.total_members,
    // Read from workspace_members, whose check constraint keeps it to the ROLE ranks.
    role: extras.role as Role,
    created_at: workspace.created_at.toISOString(),
    updated_at: workspace.updated_at.toISOString(),
    created_by: workspace.created_by_id,
  };
}
