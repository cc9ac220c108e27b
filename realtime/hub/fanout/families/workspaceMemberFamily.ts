import { WorkspaceMember } from "../../../../db/models/WorkspaceMember.js";
import { audienceRooms } from "../audienceRooms.js";
import type { EventFamily } from "../eventFamily.js";

/**
 * workspace_member.*: to the workspace. A membership that ended or changed role has its person's sockets
 * checked again, so a removed member stops hearing the workspace and a demoted one its admin-only rooms.
 */
export const workspaceMemberFamily: EventFamily = {
  rooms: (event) => audienceRooms(event.audience),
  async afterEmit(event, context) {
    if (event.name !== "workspace_member.deleted" && event.name !== "workspace_member.updated") return;
    const membership = await WorkspaceMember.query(context.db).findById(event.id).select("member_id", "workspace_id");
    if (membership) await context.recheck({ kind: "user", userId: membership.member_id, workspaceId: membership.workspace_id });
  },
};
