import type { Db } from "../../db/connection.js";
import { actorForApiToken, type TokenActor } from "../policies/apiToken.js";

/** Plane's public API: authenticated by X-API-Key alone, never by the session cookie. */
export const PUBLIC_API_PREFIX = "/api/v1/";
export const API_KEY_HEADER = "x-api-key";

export function isPublicApiPath(path: string): boolean {
  return path.startsWith(PUBLIC_API_PREFIX);
}

/** last_used is written at most this often per token: settings show the day, not each request. */
const LAST_USED_EVERY_MS = 60_000;
const lastUsedWritten = new Map<string, number>();

/**
 * Who the request's X-API-Key acts as, or null. Notes the token's use, once a minute at most, before
 * answering: a write left to run after the response could outlive the server it belongs to.
 */
export async function apiKeyActor(db: Db, presented: string): Promise<TokenActor | null> {
  const actor = await actorForApiToken(db, presented);
  if (!actor) return null;
  const now = Date.now();
  if (now - (lastUsedWritten.get(actor.tokenId) ?? 0) >= LAST_USED_EVERY_MS) {
    lastUsedWritten.set(actor.tokenId, now);
    await db("api_tokens").where("id", actor.tokenId).update({ last_used: new Date(now) });
  }
  return actor;
}
