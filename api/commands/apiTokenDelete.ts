import { ApiToken } from "../../db/models/ApiToken.js";
import { findScopedApiToken, type ApiTokenScope } from "../apiTokens/findApiToken.js";
import { toWorkspaceAdmins } from "../workspaces/adminAudience.js";
import { domainEvent } from "../events/envelope.js";
import type { UnitOfWork } from "../events/unitOfWork.js";

interface ApiTokenDeleteInput extends UnitOfWork {
  scope: ApiTokenScope;
  tokenId: string;
}

/**
 * Revokes a token, from workspace settings (its owner or an admin) or from its owner's account (even once
 * they have left its workspace): the next request that presents it is a 401.
 */
export async function apiTokenDelete({ trx, outbox, actor, scope, tokenId }: ApiTokenDeleteInput): Promise<void> {
  const token = await findScopedApiToken(trx, scope, tokenId, { forUpdate: true });
  await ApiToken.query(trx).deleteById(token.id);
  outbox.add(domainEvent("api_token.deleted", token, actor.id, { id: token.id, workspace: token.workspace_id }, await toWorkspaceAdmins(trx, token.workspace_id, [token.user_id])));
}
