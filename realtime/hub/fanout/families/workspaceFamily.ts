import { audienceRooms } from "../audienceRooms.js";
import type { EventFamily } from "../eventFamily.js";

/** workspace.*: to its members; a deleted workspace takes every socket out of its rooms and its projects'. */
export const workspaceFamily: EventFamily = {
  rooms: (event) => audienceRooms(event.audience),
  async afterEmit(event, context) {
    if (event.name === "workspace.deleted") await context.recheck({ kind: "workspace_deleted", workspaceId: event.id });
  },
};
