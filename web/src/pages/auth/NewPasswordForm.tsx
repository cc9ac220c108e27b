import { useState, type FormEvent } from "react";
import { Button } from "../../components/Button";
import { usePasswordStrength } from "../../components/passwordStrength";
import { authError, type AuthErrorInfo } from "./authErrors";
import { fieldError } from "./authQuery";
import { EmailSummary } from "./EmailSummary";
import { NewPasswordFields, passwordsMatch } from "./NewPasswordFields";

interface Props {
  /** The account's email, shown read-only for password managers; left out when empty. */
  email: string;
  busy: boolean;
  error: AuthErrorInfo | null;
  submitLabel: string;
  onError: (error: AuthErrorInfo) => void;
  /** Called only with a strong password typed the same twice. */
  onSubmit: (password: string) => void;
}

/** Choosing a new password on the auth pages (reset link, first password after a unique code). */
export function NewPasswordForm({ email, busy, error, submitLabel, onError, onSubmit }: Props) {
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const strength = usePasswordStrength(password);
  const ready = strength === "strength_valid" && passwordsMatch(password, confirm);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!password) return onError(authError(5138));
    if (!ready) return;
    onSubmit(password);
  }

  return (
    <form className="auth-form" onSubmit={submit} noValidate>
      {email && <EmailSummary email={email} />}
      <NewPasswordFields
        password={password}
        confirm={confirm}
        strength={strength}
        onPasswordChange={setPassword}
        onConfirmChange={setConfirm}
        error={fieldError(error, "password")}
      />
      <Button type="submit" loading={busy} disabled={!ready} fullWidth>
        {submitLabel}
      </Button>
    </form>
  );
}
