import { mintApiTokenSecret } from "../../api/apiTokens/secret.js";
import type { Db } from "../../db/connection.js";
import { ApiToken } from "../../db/models/ApiToken.js";

/** A token of `userId` in `workspaceId`, made as the settings screen would, with its secret. */
export async function buildApiToken(db: Db, workspaceId: string, userId: string, fields: Partial<Pick<ApiToken, "label" | "expired_at" | "is_active">> = {}) {
  const minted = mintApiTokenSecret();
  const token = await ApiToken.query(db).insertAndFetch({
    workspace_id: workspaceId,
    user_id: userId,
    label: fields.label ?? "Made by a test",
    token_hash: minted.hash,
    token_hint: minted.hint,
    expired_at: fields.expired_at ?? null,
    is_active: fields.is_active ?? true,
    created_by_id: userId,
  });
  return { token, secret: minted.secret };
}
