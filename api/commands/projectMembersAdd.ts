import type { Knex } from "knex";
import { ProjectMember } from "../../db/models/ProjectMember.js";
import { WorkspaceMember } from "../../db/models/WorkspaceMember.js";
import { canHoldProjectRole } from "../contract/projectRoles.js";
import { ROLE_NAMES, type Role } from "../contract/roles.js";
import { fieldError } from "../errors.js";

interface ProjectMembersAddInput {
  trx: Knex.Transaction;
  workspaceId: string;
  projectId: string;
  members: readonly { member_id: string; role: Role }[];
}

/**
 * Adds people to a project, or brings back and re-roles ones who left (SPEC.md section 6): each must be an
 * active member of the workspace, and the project role is never above their workspace role. All or nothing.
 */
export async function projectMembersAdd({ trx, workspaceId, projectId, members }: ProjectMembersAddInput): Promise<ProjectMember[]> {
  const workspaceRoles = new Map(
    (
      await WorkspaceMember.query(trx)
        .modify("active")
        .where("workspace_id", workspaceId)
        .whereIn("member_id", members.map((m) => m.member_id))
    ).map((membership) => [membership.member_id, membership.role]),
  );
  members.forEach((member, index) => {
    const workspaceRole = workspaceRoles.get(member.member_id);
    if (workspaceRole === undefined) {
      const path = `members.${index}.member_id`;
      throw fieldError(path, "is not a member of this workspace");
    }
    if (!canHoldProjectRole(workspaceRole, member.role)) {
      const path = `members.${index}.role`;
      const message = `cannot be above their workspace role (${ROLE_NAMES[workspaceRole as Role]})`;
      throw fieldError(path, message);
    }
  });
  const now = new Date();
  const rows = (await trx("project_members")
    .insert(members.map((m) => ({ workspace_id: workspaceId, project_id: projectId, member_id: m.member_id, role: m.role, is_active: true })))
    .onConflict(["project_id", "member_id"])
    .merge({ role: trx.raw("excluded.role"), is_active: true, updated_at: now })
    .returning("*")) as Record<string, unknown>[];
  return rows.map((row) => ProjectMember.fromJson(row, { skipValidation: true }));
}
