import { useState, type FormEvent } from "react";
import { LIMITS } from "../../../../api/contract/limits";
import { Button } from "../../components/Button";
import { TextField } from "../../components/TextField";
import { authError, type AuthErrorInfo } from "./authErrors";
import { fieldError } from "./authQuery";

interface Props {
  initialEmail: string;
  busy: boolean;
  error: AuthErrorInfo | null;
  onError: (error: AuthErrorInfo) => void;
  onSubmit: (email: string) => void;
}

/** Loose on purpose: the server decides (5005); this only catches the obvious slip before a round trip. */
export function looksLikeEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
}

/** Step one: which email. The server then says whether it wants a password or a code. */
export function EmailStep({ initialEmail, busy, error, onError, onSubmit }: Props) {
  const [email, setEmail] = useState(initialEmail);
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = email.trim();
    if (!value) return onError(authError(5010));
    if (!looksLikeEmail(value)) return onError(authError(5005));
    onSubmit(value);
  }
  return (
    <form className="auth-form" onSubmit={submit} noValidate>
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder="name@company.com"
        maxLength={LIMITS.emailMaxLength}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={fieldError(error, "email")}
        autoFocus
        required
      />
      <Button type="submit" loading={busy} fullWidth>
        Continue
      </Button>
    </form>
  );
}
