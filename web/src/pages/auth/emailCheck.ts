import { authError, type AuthErrorInfo } from "./authErrors";

/** Loose on purpose: the server decides (5005); this only catches the obvious slip before a round trip. */
export function looksLikeEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
}

/** Why a trimmed email cannot be sent yet (5010 empty, 5005 malformed), or null when it can. */
export function emailError(value: string): AuthErrorInfo | null {
  if (!value) return authError(5010);
  if (!looksLikeEmail(value)) return authError(5005);
  return null;
}
