import type { Knex } from "knex";
import type { ApiToken } from "../../db/models/ApiToken.js";
import type { Audience } from "../contract/events.js";
import { toUsers } from "../events/envelope.js";
import { toWorkspaceAdmins } from "../workspaces/adminAudience.js";

/** Who sees a token in settings, and so hears of its changes: its owner and the workspace's admins. */
export async function apiTokenAudience(trx: Knex.Transaction, token: ApiToken): Promise<Audience> {
  const admins = await toWorkspaceAdmins(trx, token.workspace_id);
  const adminIds = admins.kind === "users" ? admins.user_ids : [];
  return toUsers(token.workspace_id, [token.user_id, ...adminIds]);
}
