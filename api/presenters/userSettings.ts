import type { Profile } from "../../db/models/Profile.js";
import type { User } from "../../db/models/User.js";
import type { UserSettingsShape } from "../contract/userShapes.js";
import type { WorkspaceWithRole } from "../workspaces/memberships.js";

/**
 * SPEC.md section 3 "User settings": the workspace "/" opens (the last one used while the user is still
 * a member of it), the fallback (the first they joined), and how many invitations await them.
 */
export function presentUserSettings(user: User, profile: Profile, workspaces: WorkspaceWithRole[], invites: number): UserSettingsShape {
  const last = workspaces.find(({ workspace }) => workspace.id === profile.last_workspace_id)?.workspace;
  const fallback = workspaces[0]?.workspace;
  return {
    id: user.id,
    email: user.email,
    workspace: {
      last_workspace_id: last?.id ?? null,
      last_workspace_slug: last?.slug ?? null,
      fallback_workspace_id: fallback?.id ?? null,
      fallback_workspace_slug: fallback?.slug ?? null,
      invites,
    },
  };
}
