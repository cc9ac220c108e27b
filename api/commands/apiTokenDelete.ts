import { ApiToken } from "../../db/models/ApiToken.js";
import { findManageableApiToken } from "../apiTokens/findApiToken.js";
import { apiTokenAudience } from "../apiTokens/tokenAudience.js";
import { domainEvent } from "../events/envelope.js";
import type { UnitOfWork } from "../events/unitOfWork.js";
import type { WorkspaceAccess } from "../policies/workspaceAccess.js";

interface ApiTokenDeleteInput extends UnitOfWork {
  access: WorkspaceAccess;
  tokenId: string;
}

/** Revokes a token (its owner, or a workspace admin): the next request that presents it is a 401. */
export async function apiTokenDelete({ trx, outbox, actor, access, tokenId }: ApiTokenDeleteInput): Promise<void> {
  const token = await findManageableApiToken(trx, access, tokenId, { forUpdate: true });
  await ApiToken.query(trx).deleteById(token.id);
  outbox.add(domainEvent("api_token.deleted", token, actor.id, { id: token.id, workspace: token.workspace_id }, await apiTokenAudience(trx, token)));
}
