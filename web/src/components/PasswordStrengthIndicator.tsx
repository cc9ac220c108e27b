import { LIMITS } from "../../../api/contract/limits";
import type { PasswordStrength } from "./passwordStrength";
import "./PasswordStrengthIndicator.css";

interface Props {
  /** `null` while the estimator loads. */
  strength: PasswordStrength | null;
  /** Lets the length message say "too long" rather than "too short". */
  passwordLength: number;
  id?: string;
}

function describe(strength: PasswordStrength | null, passwordLength: number): { level: number; text: string } {
  switch (strength) {
    case "empty":
      return { level: 0, text: `Use at least ${LIMITS.passwordMinLength} characters; a few unrelated words make a strong password.` };
    case "length_not_valid":
      return passwordLength > LIMITS.passwordMaxLength
        ? { level: 1, text: `Too long: use at most ${LIMITS.passwordMaxLength} characters.` }
        : { level: 1, text: `Too short: use at least ${LIMITS.passwordMinLength} characters.` };
    case "strength_not_valid":
      return { level: 2, text: "Too easy to guess: add more words, numbers or symbols." };
    case "strength_valid":
      return { level: 3, text: "Strong password." };
    default:
      return { level: 0, text: "Checking password strength…" };
  }
}

/** Live feedback on the four password-strength states (SPEC.md section 4), in words and in a meter. */
export function PasswordStrengthIndicator({ strength, passwordLength, id }: Props) {
  const { level, text } = describe(strength, passwordLength);
  return (
    <div id={id} className="strength" data-strength={strength ?? "checking"}>
      <div className="strength__meter" aria-hidden="true">
        {[1, 2, 3].map((segment) => (
          <span key={segment} className={segment <= level ? "strength__segment strength__segment--on" : "strength__segment"} />
        ))}
      </div>
      <p className="strength__text" aria-live="polite">
        {text}
      </p>
    </div>
  );
}
