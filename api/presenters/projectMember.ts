import type { ProjectMember } from "../../db/models/ProjectMember.js";
import type { User } from "../../db/models/User.js";
import { presentMemberUser } from "./workspaceMember.js";

/** A project membership with its member (SPEC.md section 3 "Member"). */
export function presentProjectMember(membership: ProjectMember, user: User) {
  return {
    id: membership.id,
    role: membership.role,
    member: presentMemberUser(user),
    created_at: new Date(membership.created_at).toISOString(),
  };
}
