import type { EventFamily } from "../eventFamily.js";
import { byAudience } from "./byAudience.js";

/** workspace.*: to its members; a deleted workspace takes every socket out of its rooms and its projects'. */
export const workspaceFamily: EventFamily = {
  ...byAudience,
  async afterEmit(event, context) {
    if (event.name === "workspace.deleted") await context.recheck({ kind: "workspace_deleted", workspaceId: event.id });
  },
};
