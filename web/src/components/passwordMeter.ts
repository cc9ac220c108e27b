import { LIMITS } from "../../../api/contract/limits";
import type { PasswordRating } from "../../../api/contract/passwordStrength";

export const METER_SEGMENTS = 4;

export interface PasswordMeter {
  /** Segments lit, 0 to METER_SEGMENTS. */
  lit: number;
  tone: "none" | "danger" | "warning" | "success";
  /** The verdict in words. */
  text: string;
  /** zxcvbn's reason and advice, when the password is refused as easy to guess. */
  feedback: string | null;
}

/**
 * What the meter shows for a rating (`null` while the estimator loads). The four states of SPEC.md
 * section 4 keep their order, and within them zxcvbn's score fills the bar: a heavily used password
 * ("password", "12345678") lights one red segment like a too-short one, never half the bar.
 */
export function passwordMeter(rating: PasswordRating | null, passwordLength: number): PasswordMeter {
  if (!rating) return { lit: 0, tone: "none", text: "Checking password strength…", feedback: null };
  switch (rating.state) {
    case "empty":
      return { lit: 0, tone: "none", text: `Use at least ${LIMITS.passwordMinLength} characters; a few unrelated words make a strong password.`, feedback: null };
    case "length_not_valid":
      return passwordLength > LIMITS.passwordMaxLength
        ? { lit: 1, tone: "danger", text: `Too long: use at most ${LIMITS.passwordMaxLength} characters.`, feedback: null }
        : { lit: 1, tone: "danger", text: `Too short: use at least ${LIMITS.passwordMinLength} characters.`, feedback: null };
    case "strength_not_valid": {
      const advice = [rating.warning, ...rating.suggestions].filter(Boolean).join(" ");
      const feedback = advice || "Add more words, numbers or symbols.";
      return rating.score <= 1
        ? { lit: 1, tone: "danger", text: "Very easy to guess: choose another password.", feedback }
        : { lit: 2, tone: "warning", text: "Easy to guess: make it longer or less predictable.", feedback };
    }
    case "strength_valid":
      return rating.score >= METER_SEGMENTS
        ? { lit: METER_SEGMENTS, tone: "success", text: "Strong password.", feedback: null }
        : { lit: 3, tone: "success", text: "Good password.", feedback: null };
  }
}
