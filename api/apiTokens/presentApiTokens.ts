import type { Knex } from "knex";
import type { ApiToken } from "../../db/models/ApiToken.js";
import { User } from "../../db/models/User.js";
import type { ApiTokenShape } from "../contract/apiTokenShapes.js";
import { presentApiToken } from "../presenters/apiToken.js";

/** Tokens with their owners, who are read in one query: an admin's list holds many people's tokens. */
export async function presentApiTokens(db: Knex, tokens: ApiToken[]): Promise<ApiTokenShape[]> {
  const ownerIds = [...new Set(tokens.map((token) => token.user_id))];
  const owners = new Map((ownerIds.length ? await User.query(db).select("id", "display_name", "avatar").whereIn("id", ownerIds) : []).map((user) => [user.id, user]));
  return tokens.flatMap((token) => {
    const owner = owners.get(token.user_id);
    // A token goes with its person (ON DELETE CASCADE): one without is mid-deletion and shown to nobody.
    return owner ? [presentApiToken(token, owner)] : [];
  });
}
