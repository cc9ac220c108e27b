import { ProjectMember } from "../../../../db/models/ProjectMember.js";
import { audienceRooms } from "../audienceRooms.js";
import type { EventFamily } from "../eventFamily.js";

/** project_member.*: to the project. A membership that ended or changed role has its person's sockets checked again. */
export const projectMemberFamily: EventFamily = {
  rooms: (event) => audienceRooms(event.audience),
  async afterEmit(event, context) {
    if (event.name !== "project_member.deleted" && event.name !== "project_member.updated") return;
    const membership = await ProjectMember.query(context.db).findById(event.id).select("member_id", "workspace_id");
    if (membership) await context.recheck({ kind: "user", userId: membership.member_id, workspaceId: membership.workspace_id });
  },
};
