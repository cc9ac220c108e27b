import { proxy } from "valtio";
import type { ApiTokenCreatedShape, ApiTokenShape } from "../../../api/contract/apiTokenShapes";
import { api } from "../http/client";
import { loadOwned, type LoadState } from "./loadOwned";

/**
 * The API tokens the signed-in person may manage in the open workspace's settings: their own, or every
 * one of the workspace for an admin. Never a secret: that lives only in the dialog that shows it once.
 */
interface ApiTokensStore {
  slug: string | null;
  tokens: ApiTokenShape[];
  state: LoadState;
}

export const apiTokens = proxy<ApiTokensStore>({ slug: null, tokens: [], state: "idle" });

const tokensPath = (slug: string) => `/api/workspaces/${encodeURIComponent(slug)}/api-tokens/`;

export function loadApiTokens(slug: string): Promise<void> {
  return loadOwned(apiTokens, "slug", slug, "tokens", [], () => api.get<ApiTokenShape[]>(tokensPath(slug)));
}

export interface ApiTokenInput {
  label: string;
  description: string;
  /** An ISO date-time, or null for a token that never expires. */
  expired_at: string | null;
}

/** The list is newest first, as the server sends it; a token already there (a reload won the race) is kept once. */
export function showApiToken(slug: string, token: ApiTokenShape): void {
  if (apiTokens.slug !== slug || apiTokens.tokens.some((entry) => entry.id === token.id)) return;
  apiTokens.tokens.unshift(token);
}

export function dropApiToken(id: string): void {
  apiTokens.tokens = apiTokens.tokens.filter((token) => token.id !== id);
}

/** Answers the secret to the caller, who shows it once; the list keeps the token without it. */
export async function createApiToken(slug: string, input: ApiTokenInput): Promise<ApiTokenCreatedShape> {
  const created = await api.post<ApiTokenCreatedShape>(tokensPath(slug), input);
  const { token: _secret, ...listed } = created;
  showApiToken(slug, listed);
  return created;
}

/** Asked for after a confirmation; a throw keeps the confirmation open with the reason. */
export async function revokeApiToken(slug: string, id: string): Promise<void> {
  await api.delete<void>(`${tokensPath(slug)}${encodeURIComponent(id)}/`);
  dropApiToken(id);
}
