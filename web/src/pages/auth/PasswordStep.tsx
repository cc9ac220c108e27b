import { useState, type FormEvent } from "react";
import { Link } from "wouter";
import { Button } from "../../components/Button";
import { PasswordField } from "../../components/PasswordField";
import { usePasswordStrength } from "../../components/passwordStrength";
import { authError, type AuthErrorInfo } from "./authErrors";
import { fieldError } from "./authQuery";
import { EmailSummary } from "./EmailSummary";

interface Props {
  email: string;
  /** Signing in to an account that exists, or creating one. */
  existing: boolean;
  busy: boolean;
  error: AuthErrorInfo | null;
  forgotHref: string | null;
  onError: (error: AuthErrorInfo) => void;
  onSubmit: (password: string) => void;
  onChangeEmail: () => void;
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
      <PasswordField
        label="Password"
        name="password"
        autoComplete={existing ? "current-password" : "new-password"}
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
