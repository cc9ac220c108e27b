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

/** A password's strength state, with zxcvbn's score and advice behind it, for the live meter. */
export interface PasswordRating {
  state: PasswordStrength;
  /** zxcvbn's 0 (guessed at once) to 4 (very hard to guess); 0 while the length alone decides. */
  score: number;
  /** What makes it easy to guess ("This is a heavily used password."), if anything in particular. */
  warning: string | null;
  /** What would make it harder to guess. */
  suggestions: string[];
}

/** The length decides first; only a password of an allowed length is estimated. */
export function ratePassword(password: string): PasswordRating {
  if (password.length === 0) return { state: PASSWORD_STRENGTH.EMPTY, score: 0, warning: null, suggestions: [] };
  if (password.length < LIMITS.passwordMinLength || password.length > LIMITS.passwordMaxLength) {
    return { state: PASSWORD_STRENGTH.LENGTH_NOT_VALID, score: 0, warning: null, suggestions: [] };
  }
  const { score, feedback } = estimator.check(password);
  return {
    state: score >= LIMITS.passwordMinScore ? PASSWORD_STRENGTH.STRENGTH_VALID : PASSWORD_STRENGTH.STRENGTH_NOT_VALID,
    score,
    warning: feedback.warning || null,
    suggestions: feedback.suggestions,
  };
}

/** The same rule decides in the browser (live feedback) and on the server (the refusal, code 5020). */
export function passwordStrength(password: string): PasswordStrength {
  return ratePassword(password).state;
}
