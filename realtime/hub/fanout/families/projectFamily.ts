import { PROJECT_NETWORK } from "../../../../api/contract/projectRoles.js";
import { Project } from "../../../../db/models/Project.js";
import { ProjectMember } from "../../../../db/models/ProjectMember.js";
import { rooms } from "../../rooms.js";
import type { DomainEvent } from "../../../../api/events/bus.js";
import type { EventFamily } from "../eventFamily.js";

/**
 * project.*: a project is listed to whoever may see it (api/policies/projectVisibility.ts), not only to
 * the sockets that opened it: workspace admins always, members when it is public (and when it has just
 * stopped being public, so their lists drop it), its own members (guests too) wherever they listen, and
 * the project's room. Afterwards, a project that was archived, deleted or made private (or public) has
 * its room's sockets checked again.
 */
export const projectFamily: EventFamily = {
  async rooms(event, { db }) {
    const workspaceId = event.workspace_id;
    if (!workspaceId) return [];
    const project = await Project.query(db).findById(event.id).select("network");
    const toMembers = networkChanged(event) || project?.network === PROJECT_NETWORK.PUBLIC;
    const members = await ProjectMember.query(db).where({ project_id: event.id, is_active: true }).select("member_id");
    return [
      rooms.project(event.id),
      rooms.workspaceAdmins(workspaceId),
      ...(toMembers ? [rooms.workspaceMembers(workspaceId)] : []),
      ...members.map((member) => rooms.user(member.member_id)),
    ];
  },
  async afterEmit(event, context) {
    const gone = event.name === "project.deleted" || event.name === "project.archived";
    if (gone || networkChanged(event)) await context.recheck({ kind: "project", projectId: event.id, gone });
  },
};

/** A change of who may see the project (private or public); other changes leave access as it was. */
function networkChanged(event: DomainEvent): boolean {
  return event.name === "project.updated" && "network" in event.data;
}
