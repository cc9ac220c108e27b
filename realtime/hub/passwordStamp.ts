import { sha256 } from "../../api/auth/tokens.js";

/**
 * A few characters that change when a password changes: enough to tell, once a socket's session is gone,
 * whether a password change ended it; too few to say anything about the password or its hash.
 */
export function passwordStamp(passwordHash: string | null): string {
  return sha256(passwordHash ?? "").slice(0, 8);
}
