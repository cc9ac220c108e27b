import type { Knex } from "knex";
import { Profile } from "../../db/models/Profile.js";
import { ProjectMember } from "../../db/models/ProjectMember.js";
import { WorkspaceMember } from "../../db/models/WorkspaceMember.js";

interface WorkspaceMemberDeactivateInput {
  trx: Knex.Transaction;
  membership: WorkspaceMember;
}

/**
 * Removes someone from a workspace (removal by an admin, or leaving). Soft, as Plane does it: the row
 * stays, so that an invitation can reactivate it, but the tenant wall closes at once. The workspace stops
 * being the person's current one, and their project memberships there end with it.
 */
export async function workspaceMemberDeactivate({ trx, membership }: WorkspaceMemberDeactivateInput): Promise<void> {
  const now = new Date();
  await WorkspaceMember.query(trx).patch({ is_active: false, updated_at: now }).where("id", membership.id);
  await ProjectMember.query(trx)
    .patch({ is_active: false, updated_at: now })
    .where({ workspace_id: membership.workspace_id, member_id: membership.member_id });
  await Profile.query(trx)
    .patch({ last_workspace_id: null, updated_at: now })
    .where({ user_id: membership.member_id, last_workspace_id: membership.workspace_id });
}
