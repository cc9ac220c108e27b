import { ApiToken } from "../../db/models/ApiToken.js";
import type { User } from "../../db/models/User.js";
import type { ApiTokenCreatedShape } from "../contract/apiTokenShapes.js";
import { mintApiTokenSecret } from "../apiTokens/secret.js";
import { toWorkspaceAdmins } from "../workspaces/adminAudience.js";
import { domainEvent } from "../events/envelope.js";
import type { UnitOfWork } from "../events/unitOfWork.js";
import { authorizeCreateApiToken } from "../policies/apiToken.js";
import type { WorkspaceAccess } from "../policies/workspaceAccess.js";
import { presentApiToken } from "../presenters/apiToken.js";

interface ApiTokenCreateInput extends UnitOfWork {
  access: WorkspaceAccess;
  /** The acting person as the request signed them in: the token's owner, shown beside it. */
  owner: Pick<User, "id" | "display_name" | "avatar">;
  fields: { label: string; description?: string | undefined; expired_at?: Date | null | undefined };
}

/**
 * Makes a token for the caller in their workspace. The answer carries the secret, the only time it is ever
 * sent: only its hash is stored, and the event that tells settings screens about it never holds it.
 */
export async function apiTokenCreate({ trx, outbox, actor, access, owner, fields }: ApiTokenCreateInput): Promise<ApiTokenCreatedShape> {
  authorizeCreateApiToken(access.membership.role);
  const minted = mintApiTokenSecret();
  const token = await ApiToken.query(trx).insertAndFetch({
    workspace_id: access.workspace.id,
    user_id: actor.id,
    label: fields.label,
    description: fields.description ?? "",
    token_hash: minted.hash,
    token_hint: minted.hint,
    expired_at: fields.expired_at ?? null,
    created_by_id: actor.id,
    updated_by_id: actor.id,
  });
  const shape = presentApiToken(token, owner);
  outbox.add(domainEvent("api_token.created", token, actor.id, shape, await toWorkspaceAdmins(trx, token.workspace_id, [token.user_id])));
  return { ...shape, token: minted.secret };
}
