import type { Knex } from "knex";
import { WorkspaceMember } from "../../db/models/WorkspaceMember.js";
import type { Audience } from "../contract/events.js";
import { ROLE } from "../contract/roles.js";
import { toUsers } from "../events/envelope.js";

/**
 * The workspace's active admins, and anyone in `alsoUserIds`, as an event audience. Invitations go to the
 * admins alone: only admins may list invitations, and announcing one to the workspace would show the
 * invitee's email to its guests. An API token goes to them and its owner, who alone see it in settings.
 */
export async function toWorkspaceAdmins(trx: Knex.Transaction, workspaceId: string, alsoUserIds: readonly string[] = []): Promise<Audience> {
  const admins = await WorkspaceMember.query(trx).select("member_id").modify("active").where({ workspace_id: workspaceId, role: ROLE.ADMIN });
  return toUsers(workspaceId, [...alsoUserIds, ...admins.map((admin) => admin.member_id)]);
}
