import { ProjectMember } from "../../db/models/ProjectMember.js";
import type { User } from "../../db/models/User.js";
import { changedFields, domainEvent, toProject } from "../events/envelope.js";
import type { UnitOfWork } from "../events/unitOfWork.js";
import { presentProjectMember } from "../presenters/projectMember.js";

/*
 * What a change of someone's workspace membership does to their project memberships in that workspace
 * (SPEC.md section 6: a project role never exceeds the workspace role, and leaving the workspace ends
 * every project membership in it). Each changed project membership is announced to its own project.
 */

/** Lowers the person's project roles above `role` to `role`. */
export async function lowerProjectRoles({ trx, outbox, actor }: UnitOfWork, workspaceId: string, member: User, role: number): Promise<void> {
  const before = await ProjectMember.query(trx).where({ workspace_id: workspaceId, member_id: member.id }).where("role", ">", role).orderBy("id").forUpdate();
  if (before.length === 0) return;
  const after = await ProjectMember.query(trx)
    .patch({ role, updated_at: new Date() })
    .whereIn("id", before.map((row) => row.id))
    .returning("*");
  const afterById = new Map(after.map((row) => [row.id, row]));
  for (const old of before) {
    const changed = afterById.get(old.id);
    // A former project member's role is lowered too, for the day they come back, but nobody sees it now.
    if (!changed?.is_active) continue;
    const data = changedFields(presentProjectMember(old, member), presentProjectMember(changed, member));
    outbox.add(domainEvent("project_member.updated", changed, actor.id, data, toProject(changed)));
  }
}

/** Ends every active project membership of the person in the workspace. */
export async function endProjectMemberships({ trx, outbox, actor }: UnitOfWork, workspaceId: string, memberId: string): Promise<void> {
  const ended = await ProjectMember.query(trx)
    .patch({ is_active: false, updated_at: new Date() })
    .where({ workspace_id: workspaceId, member_id: memberId, is_active: true })
    .returning("*");
  for (const row of ended) {
    outbox.add(domainEvent("project_member.deleted", row, actor.id, { id: row.id, project: row.project_id }, toProject(row)));
  }
}
