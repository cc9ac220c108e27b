import type { Db } from "../../db/connection.js";
import { preparedRows } from "../../db/preparedQuery.js";
import { User } from "../../db/models/User.js";
import type { UserRow } from "./session.js";
import { apiTokenHash } from "../apiTokens/secret.js";
import { ROLE } from "../contract/roles.js";
import { ForbiddenError } from "../errors.js";

/** Who an API token signs in, the one workspace it is good for, and its use of the current minute. */
export interface TokenActor {
  tokenId: string;
  workspaceId: string;
  user: User;
  rate: TokenRateWindow;
}

/** The token's fixed one-minute window, this request counted (api/auth/apiRateLimit.ts answers it). */
export interface TokenRateWindow {
  count: number;
  /** Unix seconds when the window ends and the count starts again. */
  resetAt: number;
  /** Whole seconds from now (the database's clock) until then, at least 1. */
  secondsLeft: number;
}

/** last_used is written at most this often per token: settings show when, not each request. */
const LAST_USED_EVERY_SECONDS = 60;

/** Length of a token's rate limit window; API_RATE_LIMIT_PER_MINUTE is the count allowed in one. */
const RATE_WINDOW_SECONDS = 60;

/**
 * A token works while it is active and unexpired, its person is active, and they are still an active
 * member of its workspace: removing or deactivating someone ends their tokens at once, with no cache to
 * outlive the change. Their current role is read by the tenant wall on each request, as for a session.
 */
const LIVE_TOKENS = `api_tokens
    join users on users.id = api_tokens.user_id
    join workspace_members as m on m.workspace_id = api_tokens.workspace_id and m.member_id = api_tokens.user_id
    where api_tokens.is_active and (api_tokens.expired_at is null or api_tokens.expired_at > now())
      and users.is_active and m.is_active`;

/**
 * The lookup of a presented token also counts the request in the token's one-minute window
 * (api_token_rate_windows, unlogged) and notes its use when the last note is a minute old, so no request
 * pays a second round trip and every server process shares the count: the window row's lock orders
 * concurrent requests of one token, each counting on the row as the previous one left it.
 */
const TOKEN_ACTOR_SQL = `with live as (
    select users.*, api_tokens.id as token_id, api_tokens.workspace_id as token_workspace_id, api_tokens.last_used as token_last_used
    from ${LIVE_TOKENS} and api_tokens.token_hash = ?
    limit 1
  ), noted as (
    update api_tokens set last_used = now() from live
    where api_tokens.id = live.token_id
      and (live.token_last_used is null or live.token_last_used < now() - interval '${LAST_USED_EVERY_SECONDS} seconds')
  ), counted as (
    insert into api_token_rate_windows as w (token_id, window_start, count)
    select token_id, now(), 1 from live
    on conflict (token_id) do update set
      count = case when w.window_start > now() - interval '${RATE_WINDOW_SECONDS} seconds' then w.count + 1 else 1 end,
      window_start = case when w.window_start > now() - interval '${RATE_WINDOW_SECONDS} seconds' then w.window_start else now() end
    returning w.count as rate_window_count,
      ceil(extract(epoch from w.window_start + interval '${RATE_WINDOW_SECONDS} seconds'))::int as rate_reset_at,
      greatest(1, ceil(extract(epoch from w.window_start + interval '${RATE_WINDOW_SECONDS} seconds' - now())))::int as rate_seconds_left
  )
  select live.*, counted.* from live, counted`;

interface TokenActorRow extends UserRow {
  token_id: string;
  token_workspace_id: string;
  token_last_used: Date | null;
  rate_window_count: number;
  rate_reset_at: number;
  rate_seconds_left: number;
}

/** The sibling of actorForSession for API clients: the person a presented X-API-Key acts as, or null. */
export async function actorForApiToken(db: Db, presented: string): Promise<TokenActor | null> {
  const hash = apiTokenHash(presented);
  if (!hash) return null;
  const [row] = await preparedRows<TokenActorRow>(db, TOKEN_ACTOR_SQL, [hash]);
  if (!row) return null;
  const { token_id, token_workspace_id, token_last_used: _lastUsed, rate_window_count, rate_reset_at, rate_seconds_left, ...user } = row;
  return {
    tokenId: token_id,
    workspaceId: token_workspace_id,
    user: User.fromDatabaseJson(user),
    rate: { count: rate_window_count, resetAt: rate_reset_at, secondsLeft: rate_seconds_left },
  };
}

/**
 * Which of these tokens still work, by the same rule as the lookup: live connections signed in with a
 * token (the realtime hub) ask this to end themselves when it is revoked or its person loses access.
 */
export async function liveApiTokenIds(db: Db, tokenIds: string[]): Promise<Set<string>> {
  if (tokenIds.length === 0) return new Set();
  const { rows } = await db.raw<{ rows: { id: string }[] }>(`select api_tokens.id from ${LIVE_TOKENS} and api_tokens.id = any(?::uuid[])`, [tokenIds]);
  return new Set(rows.map((row) => row.id));
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
