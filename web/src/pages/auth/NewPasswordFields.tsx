import { useState } from "react";
import { PasswordField } from "../../components/PasswordField";
import type { PasswordStrength } from "../../components/passwordStrength";

interface Props {
  password: string;
  confirm: string;
  strength: PasswordStrength | null;
  onPasswordChange: (value: string) => void;
  onConfirmChange: (value: string) => void;
  /** A server-side refusal of the password (5138, 5140 ...). */
  error?: string;
}

export function passwordsMatch(password: string, confirm: string): boolean {
  return password.length > 0 && password === confirm;
}

/** A new password with its live strength, typed twice; the mismatch shows once the second is complete. */
export function NewPasswordFields({ password, confirm, strength, onPasswordChange, onConfirmChange, error }: Props) {
  const [confirmTouched, setConfirmTouched] = useState(false);
  const showMismatch = confirm.length > 0 && (confirmTouched || confirm.length >= password.length) && confirm !== password;
  return (
    <>
      <PasswordField
        label="New password"
        name="password"
        autoComplete="new-password"
        value={password}
        onChange={(event) => onPasswordChange(event.target.value)}
        strength={strength}
        error={error}
        autoFocus
        required
      />
      <PasswordField
        label="Confirm password"
        name="confirm_password"
        autoComplete="new-password"
        value={confirm}
        onChange={(event) => onConfirmChange(event.target.value)}
        onBlur={() => setConfirmTouched(true)}
        error={showMismatch ? "The two passwords do not match. Type the same password again." : undefined}
        required
      />
    </>
  );
}
