import type { ProjectMember } from "../../db/models/ProjectMember.js";
import type { User } from "../../db/models/User.js";
import type { ProjectMemberShape } from "../contract/projectShapes.js";
import type { Role } from "../contract/roles.js";
import { presentMemberUser } from "./workspaceMember.js";

/** A project membership with its member (SPEC.md section 3 "Member"). */
export function presentProjectMember(membership: ProjectMember, user: User): ProjectMemberShape {
  return {
    id: membership.id,
    // A check constraint keeps the column to the ROLE ranks.
    role: membership.role as Role,
    member: presentMemberUser(user),
    created_at: new Date(membership.created_at).toISOString(),
  };
}
