import { useState, type FormEvent } from "react";
import { LIMITS } from "../../../../api/contract/limits";
import { Button } from "../../components/Button";
import { TextField } from "../../components/TextField";
import { authError } from "./authErrors";
import type { SecondStepProps } from "./authFlowSteps";
import { fieldError } from "./authQuery";
import { EmailSummary } from "./EmailSummary";
import { useSecondsLeft } from "./useSecondsLeft";

interface Props extends SecondStepProps {
  /** A resend request is under way. */
  resending: boolean;
  /** When the next code may be asked for (Date.now() value), or null for now. */
  resendAt: number | null;
  onSubmit: (code: string) => void;
  onResend: () => void;
  /** Offered when password sign-in is on. */
  onUsePassword: (() => void) | null;
}

/** Step two with a unique code sent by email: type it in, or ask for another after a short wait. */
export function CodeStep({ email, existing, busy, resending, resendAt, error, onError, onSubmit, onResend, onChangeEmail, onUsePassword }: Props) {
  const [code, setCode] = useState("");
  const secondsLeft = useSecondsLeft(resendAt);
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = code.replace(/\s+/g, "");
    if (!value) return onError(authError(existing ? 5085 : 5055));
    onSubmit(value);
  }
  return (
    <form className="auth-form" onSubmit={submit} noValidate>
      <EmailSummary email={email} onChange={onChangeEmail} />
      <TextField
        label="Unique code"
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        placeholder={"0".repeat(LIMITS.magicCodeLength)}
        maxLength={LIMITS.magicCodeLength + 2}
        className="code-field"
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={fieldError(error, "code")}
        hint={`Paste the ${LIMITS.magicCodeLength}-digit code from the email. It works for ${Math.round(LIMITS.magicCodeTtlSeconds / 60)} minutes.`}
        autoFocus
        required
      />
      <Button type="submit" loading={busy} fullWidth>
        {existing ? "Sign in" : "Create account"}
      </Button>
      <div className="auth-form__links">
        <Button variant="link" onClick={onResend} disabled={busy || secondsLeft > 0} loading={resending}>
          {secondsLeft > 0 ? `Resend code in ${secondsLeft} s` : "Resend code"}
        </Button>
        {onUsePassword && (
          <Button variant="link" onClick={onUsePassword} disabled={busy}>
            Use password instead
          </Button>
        )}
      </div>
    </form>
  );
}
