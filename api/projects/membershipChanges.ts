import type { Knex } from "knex";
import { ProjectMember } from "../../db/models/ProjectMember.js";
import { ROLE } from "../contract/roles.js";
import { ValidationError } from "../errors.js";
import { findInScope } from "../findInScope.js";
import { lockProject } from "./lockProject.js";

export const PROJECT_MEMBER_NOT_FOUND = "Member not found";
export const LAST_ADMIN_DEMOTE = "A project needs at least one admin: make someone else admin first.";
export const LAST_ADMIN_LEAVE = "You are the only admin of this project: make someone else admin before you leave.";

/**
 * Member changes of one project run with its row locked, so two admins demoting or removing each other
 * at once cannot leave it without an admin.
 */
export async function lockProjectForMembershipChange(trx: Knex.Transaction, projectId: string): Promise<void> {
  await lockProject(trx, projectId, "active");
}

/** An active membership of this project (read or, in a transaction, to change); an id of another project or workspace is as unknown as a made-up one. */
export async function projectMembershipOf(trx: Knex, projectId: string, id: string): Promise<ProjectMember> {
  return findInScope(id, PROJECT_MEMBER_NOT_FOUND, () => ProjectMember.query(trx).modify("active").where({ id, project_id: projectId }).first());
}

/** Refuses a change that would leave the project without an admin member. */
export async function assertProjectAdminRemains(trx: Knex.Transaction, target: ProjectMember, newRole: number | null, message: string): Promise<void> {
  if (target.role < ROLE.ADMIN || (newRole !== null && newRole >= ROLE.ADMIN)) return;
  const others = await ProjectMember.query(trx)
    .modify("active")
    .where({ project_id: target.project_id, role: ROLE.ADMIN })
    .whereNot("id", target.id)
    .resultSize();
  if (others === 0) throw new ValidationError(message);
}
