import type { Db } from "../../db/connection.js";
import { preparedRows } from "../../db/preparedQuery.js";
import { User } from "../../db/models/User.js";
import type { UserRow } from "../auth/sessionCache.js";
import { apiTokenHash } from "../apiTokens/secret.js";
import { ROLE } from "../contract/roles.js";
import { ForbiddenError } from "../errors.js";

/** Who an API token signs in, and the one workspace it is good for. */
export interface TokenActor {
  tokenId: string;
  workspaceId: string;
  user: User;
}

/** last_used is written at most this often per token: settings show when, not each request. */
const LAST_USED_EVERY_SECONDS = 60;

/**
 * A token works while it is active and unexpired, its person is active, and they are still an active
 * member of its workspace: removing or deactivating someone ends their tokens at once, with no cache to
 * outlive the change. Their current role is read by the tenant wall on each request, as for a session.
 * The same statement notes the token's use when the last note is a minute old, so no request pays a
 * second round trip for it and every server process agrees on when it was written.
 */
const TOKEN_ACTOR_SQL = `with live as (
    select users.*, api_tokens.id as token_id, api_tokens.workspace_id as token_workspace_id, api_tokens.last_used as token_last_used
    from api_tokens
    join users on users.id = api_tokens.user_id
    join workspace_members as m on m.workspace_id = api_tokens.workspace_id and m.member_id = api_tokens.user_id
    where api_tokens.token_hash = ? and api_tokens.is_active
      and (api_tokens.expired_at is null or api_tokens.expired_at > now())
      and users.is_active and m.is_active
    limit 1
  ), noted as (
    update api_tokens set last_used = now() from live
    where api_tokens.id = live.token_id
      and (live.token_last_used is null or live.token_last_used < now() - interval '${LAST_USED_EVERY_SECONDS} seconds')
  )
  select * from live`;

/** The sibling of actorForSession for API clients: the person a presented X-API-Key acts as, or null. */
export async function actorForApiToken(db: Db, presented: string): Promise<TokenActor | null> {
  const hash = apiTokenHash(presented);
  if (!hash) return null;
  const [row] = await preparedRows<UserRow & { token_id: string; token_workspace_id: string; token_last_used: Date | null }>(db, "api_token_actor", TOKEN_ACTOR_SQL, [hash]);
  if (!row) return null;
  const { token_id, token_workspace_id, token_last_used: _lastUsed, ...user } = row;
  return { tokenId: token_id, workspaceId: token_workspace_id, user: User.fromDatabaseJson(user) };
}

/** Admins and members make tokens for themselves (SPEC.md section 7); a guest has none. */
export function authorizeCreateApiToken(role: number): void {
  if (role < ROLE.MEMBER) throw new ForbiddenError("Guests cannot create API tokens. Ask a workspace admin to make you a member.");
}

/** Workspace admins see and revoke every token of the workspace. */
export function managesEveryApiToken(role: number): boolean {
  return role >= ROLE.ADMIN;
}

/** A token is its owner's to see and revoke, and every workspace admin's. */
export function mayManageApiToken(role: number, actorId: string, token: { user_id: string }): boolean {
  return token.user_id === actorId || managesEveryApiToken(role);
}
