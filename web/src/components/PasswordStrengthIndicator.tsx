import { METER_SEGMENTS, passwordMeter } from "./passwordMeter";
import { usePasswordRating } from "./passwordStrength";
import "./PasswordStrengthIndicator.css";

interface Props {
  password: string;
  id?: string;
}

const SEGMENTS = Array.from({ length: METER_SEGMENTS }, (_, index) => index + 1);

/** Live feedback on the four password-strength states (SPEC.md section 4): a meter, the verdict, and zxcvbn's advice. */
export function PasswordStrengthIndicator({ password, id }: Props) {
  const rating = usePasswordRating(password);
  const { lit, tone, text, feedback } = passwordMeter(rating, password.length);
  return (
    <div id={id} className="strength" data-strength={rating?.state ?? "checking"} data-tone={tone} data-lit={lit}>
      <div className="strength__meter" aria-hidden="true">
        {SEGMENTS.map((segment) => (
          <span key={segment} className={segment <= lit ? "strength__segment strength__segment--on" : "strength__segment"} />
        ))}
      </div>
      <div aria-live="polite">
        <p className="strength__text">{text}</p>
        {feedback && <p className="strength__feedback">{feedback}</p>}
      </div>
    </div>
  );
}
