import type { Knex } from "knex";
import { ApiToken } from "../../db/models/ApiToken.js";
import { NotFoundError } from "../errors.js";
import { findInScope } from "../findInScope.js";
import { managesEveryApiToken, mayManageApiToken } from "../policies/apiToken.js";
import type { WorkspaceAccess } from "../policies/workspaceAccess.js";

export const API_TOKEN_NOT_FOUND = "API token not found";

/**
 * One token of the caller's workspace that the caller may manage: their own, or any for an admin. Another
 * person's token is the same 404 as a made-up id, so a member learns nothing of their colleagues' tokens.
 */
export async function findManageableApiToken(db: Knex, access: WorkspaceAccess, tokenId: string, options: { forUpdate?: boolean } = {}): Promise<ApiToken> {
  const token = await findInScope(tokenId, API_TOKEN_NOT_FOUND, () => {
    const query = ApiToken.query(db).findOne({ id: tokenId, workspace_id: access.workspace.id });
    return options.forUpdate ? query.forUpdate() : query;
  });
  if (!mayManageApiToken(access.membership.role, access.membership.member_id, token)) throw new NotFoundError(API_TOKEN_NOT_FOUND);
  return token;
}

/** The tokens of the workspace the caller may manage, newest first: their own, or everyone's for an admin. */
export async function listManageableApiTokens(db: Knex, access: WorkspaceAccess): Promise<ApiToken[]> {
  const query = ApiToken.query(db).where("workspace_id", access.workspace.id).orderBy("created_at", "desc").orderBy("id", "desc");
  return managesEveryApiToken(access.membership.role) ? await query : await query.where("user_id", access.membership.member_id);
}

/** Who a token is looked up for: someone in a workspace's settings, or its owner from their account. */
export type ApiTokenScope = { access: WorkspaceAccess } | { ownerId: string };

/** One token the caller may manage, through settings (findManageableApiToken) or as its owner in any workspace. */
export function findScopedApiToken(db: Knex, scope: ApiTokenScope, tokenId: string, options: { forUpdate?: boolean } = {}): Promise<ApiToken> {
  if ("access" in scope) return findManageableApiToken(db, scope.access, tokenId, options);
  return findInScope(tokenId, API_TOKEN_NOT_FOUND, () => {
    const query = ApiToken.query(db).findOne({ id: tokenId, user_id: scope.ownerId });
    return options.forUpdate ? query.forUpdate() : query;
  });
}

/** A person's own tokens in every workspace, newest first (Plane's /api/users/api-tokens/). */
export async function listOwnApiTokens(db: Knex, ownerId: string): Promise<ApiToken[]> {
  return ApiToken.query(db).where("user_id", ownerId).orderBy("created_at", "desc").orderBy("id", "desc");
}
