import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import * as common from "@zxcvbn-ts/language-common";
import * as english from "@zxcvbn-ts/language-en";
import { LIMITS } from "./limits.js";

/** The four password-strength states of SPEC.md section 4. */
export const PASSWORD_STRENGTH = {
  EMPTY: "empty",
  LENGTH_NOT_VALID: "length_not_valid",
  STRENGTH_NOT_VALID: "strength_not_valid",
  STRENGTH_VALID: "strength_valid",
} as const;
export type PasswordStrength = (typeof PASSWORD_STRENGTH)[keyof typeof PASSWORD_STRENGTH];

const estimator = new ZxcvbnFactory({
  dictionary: { ...common.dictionary, ...english.dictionary },
  graphs: common.adjacencyGraphs,
  translations: english.translations,
});

/** The same rule decides in the browser (live feedback) and on the server (the refusal, code 5020). */
export function passwordStrength(password: string): PasswordStrength {
  if (password.length === 0) return PASSWORD_STRENGTH.EMPTY;
  if (password.length < LIMITS.passwordMinLength || password.length > LIMITS.passwordMaxLength) {
    return PASSWORD_STRENGTH.LENGTH_NOT_VALID;
  }
  return estimator.check(password).score >= LIMITS.passwordMinScore
    ? PASSWORD_STRENGTH.STRENGTH_VALID
    : PASSWORD_STRENGTH.STRENGTH_NOT_VALID;
}
