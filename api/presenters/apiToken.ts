import type { ApiToken } from "../../db/models/ApiToken.js";
import type { User } from "../../db/models/User.js";
import type { ApiTokenShape } from "../contract/apiTokenShapes.js";
import { presentPersonSummary } from "./notification.js";

const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);

/** A token as settings list it (Plane's APIToken fields, the hint instead of the secret); `owner` is its person. */
export function presentApiToken(token: ApiToken, owner: Pick<User, "id" | "display_name" | "avatar">): ApiTokenShape {
  return {
    id: token.id,
    label: token.label,
    description: token.description,
    token_hint: token.token_hint,
    is_active: token.is_active,
    expired_at: iso(token.expired_at),
    last_used: iso(token.last_used),
    user: token.user_id,
    user_details: presentPersonSummary(owner),
    workspace: token.workspace_id,
    created_at: new Date(token.created_at).toISOString(),
    updated_at: new Date(token.updated_at).toISOString(),
    created_by: token.created_by_id,
  };
}
