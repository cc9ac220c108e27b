import { LIMITS } from "../../../../api/contract/limits";
import type { PasswordStrength } from "../../components/passwordStrength";
import { authErrorFromException, type AuthErrorInfo } from "../auth/authErrors";

/** Why a new password cannot be used yet, or undefined when it can. */
export function newPasswordProblem(password: string, strength: PasswordStrength | null): string | undefined {
  if (!password) return "Enter a new password.";
  if (strength === "length_not_valid") return `Use ${LIMITS.passwordMinLength} to ${LIMITS.passwordMaxLength} characters.`;
  if (strength === "strength_not_valid") return "Choose a harder-to-guess password; the meter above shows when it is strong enough.";
  if (strength === null) return "Still checking the password's strength; try again in a moment.";
  return undefined;
}

export function confirmProblem(password: string, confirmation: string): string | undefined {
  if (!confirmation) return "Type the new password again.";
  if (confirmation !== password) return "The two passwords differ. Type the new password again.";
  return undefined;
}

/** Which field a refused password change belongs under (SPEC.md section 8 codes), or a banner. */
export function passwordChangeError(error: unknown): { field: "current" | "new" | null; info: AuthErrorInfo } {
  const info = authErrorFromException(error);
  if (info.code === 5135) return { field: "current", info };
  if (info.code === 5140 || info.code === 5020 || info.code === 5138) return { field: "new", info };
  return { field: null, info };
}
