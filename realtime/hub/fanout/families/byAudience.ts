import { audienceRooms } from "../audienceRooms.js";
import type { EventFamily } from "../eventFamily.js";

/**
 * Families whose events go exactly to their audience and change nothing about access: a project's
 * states, labels and work items with everything hanging off them (to the project, or a draft's owner
 * alone), pages (a public one to its project, a private one to its owner), invitations (to the
 * workspace's admins), a person's own account and notifications. A project Guest hears the project's
 * content, as REST lets them read it (api/contract/projectRoles.ts, api/contract/pages.ts). Families
 * whose events also change access (workspaces, memberships) spread it and add their afterEmit.
 */
export const byAudience: EventFamily = {
  rooms: (event) => audienceRooms(event.audience),
};
