import type { Knex } from "knex";
import type { User } from "../../db/models/User.js";
import { Workspace } from "../../db/models/Workspace.js";
import { WorkspaceMember } from "../../db/models/WorkspaceMember.js";
import { ROLE } from "../contract/roles.js";
import { NotFoundError } from "../errors.js";
import { findInScope } from "../findInScope.js";
import { WORKSPACE_NOT_FOUND } from "./notFound.js";

export const MEMBER_NOT_FOUND = "Member not found";
export const LAST_ADMIN_DEMOTE = "A workspace needs at least one admin: make someone else admin first.";
export const LAST_ADMIN_LEAVE = "You are the only admin of this workspace: make someone else admin before you leave.";

/**
 * Role changes and removals run with the workspace row locked and the actor's membership read again
 * under the lock: two admins demoting each other at once cannot leave the workspace without an admin.
 */
export async function lockForMembershipChange(trx: Knex.Transaction, workspaceId: string, actorId: string): Promise<WorkspaceMember> {
  await Workspace.query(trx).select("id").findById(workspaceId).forUpdate();
  const actor = await WorkspaceMember.query(trx).modify("active").where({ workspace_id: workspaceId, member_id: actorId }).first();
  if (!actor) throw new NotFoundError(WORKSPACE_NOT_FOUND);
  return actor;
}

/** An active membership of this workspace, with its member; an id of another workspace is as unknown as a made-up one. */
export async function workspaceMembershipOf(trx: Knex.Transaction, workspaceId: string, id: string): Promise<WorkspaceMember & { member: User }> {
  const membership = await findInScope(id, MEMBER_NOT_FOUND, () =>
    WorkspaceMember.query(trx).modify("active").where({ id, workspace_id: workspaceId }).withGraphFetched("member").first(),
  );
  const { member } = membership;
  if (!member) throw new NotFoundError(MEMBER_NOT_FOUND);
  return Object.assign(membership, { member });
}

/** How many active admins the workspace has besides the membership given. */
export async function otherActiveAdmins(trx: Knex.Transaction, workspaceId: string, exceptMembershipId: string): Promise<number> {
  return WorkspaceMember.query(trx)
    .modify("active")
    .where({ workspace_id: workspaceId, role: ROLE.ADMIN })
    .whereNot("id", exceptMembershipId)
    .resultSize();
}
