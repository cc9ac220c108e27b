import { API_TOKEN_HINT_LENGTH, API_TOKEN_PREFIX } from "../contract/apiTokenShapes.js";
import { randomToken, sha256 } from "../auth/tokens.js";

/** 32 random bytes, 43 base64url characters after the prefix. */
const SECRET_SHAPE = new RegExp(`^${API_TOKEN_PREFIX}[A-Za-z0-9_-]{43}$`);

export interface MintedSecret {
  /** Sent once, to the person who made the token. */
  secret: string;
  /** What is stored and looked up: the secret itself is never kept. */
  hash: string;
  hint: string;
}

export function mintApiTokenSecret(): MintedSecret {
  const secret = `${API_TOKEN_PREFIX}${randomToken(32)}`;
  return { secret, hash: sha256(secret), hint: `${secret.slice(0, API_TOKEN_HINT_LENGTH)}…` };
}

/**
 * The stored hash of a presented key, or null for something that cannot be one of ours. Looking a key up by
 * its SHA-256 compares hashes, never secrets, so the database's comparison leaks nothing usable about a
 * secret's characters: no constant-time comparison of the secret is needed beyond that.
 */
export function apiTokenHash(presented: string): string | null {
  return SECRET_SHAPE.test(presented) ? sha256(presented) : null;
}
