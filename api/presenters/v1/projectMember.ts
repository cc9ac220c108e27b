import type { ProjectMember } from "../../../db/models/ProjectMember.js";

/** A project membership as Plane's v1 writes answer it (ProjectMemberSerializer). */
export interface V1ProjectMemberShape {
  id: string;
  member: string;
  role: number;
}

export function presentV1ProjectMember(membership: ProjectMember): V1ProjectMemberShape {
  return { id: membership.id, member: membership.member_id, role: membership.role };
}
