import type { Audience } from "../../../api/contract/events.js";
import { rooms } from "../rooms.js";

/** The rooms of an event's audience (api/contract/events.ts): its workspace, its project, or each named person. */
export function audienceRooms(audience: Audience): string[] {
  switch (audience.kind) {
    case "workspace":
      return [rooms.workspace(audience.workspace_id)];
    case "project":
      return [rooms.project(audience.project_id)];
    case "users":
      return audience.user_ids.map(rooms.user);
  }
}
