import type { PersonSummaryShape } from "./userShapes.js";

/**
 * Personal API tokens on the wire (issue 14). A secret reads `cairn_api_` then 43 base64url characters: the
 * prefix lets secret scanners and people recognise one, and the server refuse anything else without a query.
 */
export const API_TOKEN_PREFIX = "cairn_api_";
/** How many characters of the secret the list shows, prefix included, so people can tell tokens apart. */
export const API_TOKEN_HINT_LENGTH = API_TOKEN_PREFIX.length + 4;
export const API_TOKEN_LABEL_MAX_LENGTH = 255;
export const API_TOKEN_DESCRIPTION_MAX_LENGTH = 1024;

/** A token as its owner and the workspace's admins see it: never the secret. */
export interface ApiTokenShape {
  id: string;
  label: string;
  description: string;
  /** The secret's first characters and an ellipsis. */
  token_hint: string;
  is_active: boolean;
  /** When it stops working; null for never. */
  expired_at: string | null;
  last_used: string | null;
  user: string;
  user_details: PersonSummaryShape;
  workspace: string;
  created_at: string;
  updated_at: string;
  created_by: string | null;
}

/** The answer to creating a token: the only time its secret is ever sent. */
export interface ApiTokenCreatedShape extends ApiTokenShape {
  token: string;
}
