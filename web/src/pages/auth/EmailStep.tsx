import { useState, type FormEvent } from "react";
import { Button } from "../../components/Button";
import { EmailField } from "../../components/EmailField";
import type { AuthErrorInfo } from "./authErrors";
import { fieldError } from "./authQuery";
import { emailError } from "./emailCheck";

interface Props {
  initialEmail: string;
  busy: boolean;
  error: AuthErrorInfo | null;
  onError: (error: AuthErrorInfo) => void;
  onSubmit: (email: string) => void;
}

/** Step one: which email. The server then says whether it wants a password or a code. */
export function EmailStep({ initialEmail, busy, error, onError, onSubmit }: Props) {
  const [email, setEmail] = useState(initialEmail);
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = email.trim();
    const problem = emailError(value);
    if (problem) return onError(problem);
    onSubmit(value);
  }
  return (
    <form className="auth-form" onSubmit={submit} noValidate>
      <EmailField value={email} onChange={(event) => setEmail(event.target.value)} error={fieldError(error, "email")} autoFocus required />
      <Button type="submit" loading={busy} fullWidth>
        Continue
      </Button>
    </form>
  );
}
