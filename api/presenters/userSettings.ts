import type { User } from "../../db/models/User.js";
import type { Profile } from "../../db/models/Profile.js";

/**
 * SPEC.md section 3 "User settings". Workspaces arrive with the workspaces feature; until then the
 * slugs are null and there are no invitations.
 */
export function presentUserSettings(user: User, profile: Profile) {
  return {
    id: user.id,
    email: user.email,
    workspace: {
      last_workspace_id: profile.last_workspace_id,
      last_workspace_slug: null,
      fallback_workspace_id: null,
      fallback_workspace_slug: null,
      invites: 0,
    },
  };
}
