import { useState, type FormEvent } from "react";
import { Link } from "wouter";
import { AccountPasswordField } from "../../components/AccountPasswordField";
import { Button } from "../../components/Button";
import { usePasswordStrength } from "../../components/passwordStrength";
import { authError } from "./authErrors";
import type { SecondStepProps } from "./authFlowSteps";
import { fieldError } from "./authQuery";
import { EmailSummary } from "./EmailSummary";

interface Props extends SecondStepProps {
  forgotHref: string | null;
  onSubmit: (password: string) => void;
  /** Offered when unique codes work on this instance. */
  onUseCode: (() => void) | null;
}

/** Step two with a password: sign in, or sign up with the live strength indicator. */
export function PasswordStep({ email, existing, busy, error, forgotHref, onError, onSubmit, onChangeEmail, onUseCode }: Props) {
  const [password, setPassword] = useState("");
  const strength = usePasswordStrength(existing ? "" : password);
  const signUpBlocked = !existing && strength !== "strength_valid";
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!password) return onError(authError(existing ? 5070 : 5040));
    if (signUpBlocked) return;
    onSubmit(password);
  }
  return (
    <form className="auth-form" onSubmit={submit} noValidate>
      <EmailSummary email={email} onChange={onChangeEmail} />
      <AccountPasswordField
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        strength={existing ? undefined : strength}
        error={fieldError(error, "password")}
        labelAside={existing && forgotHref ? <Link href={forgotHref} className="auth-link-small">Forgot password?</Link> : undefined}
        autoFocus
        required
      />
      <Button type="submit" loading={busy} disabled={signUpBlocked} fullWidth>
        {existing ? "Sign in" : "Create account"}
      </Button>
      {onUseCode && (
        <div className="auth-form__links">
          <Button variant="link" onClick={onUseCode} disabled={busy}>
            Use a unique code instead
          </Button>
        </div>
      )}
    </form>
  );
}
