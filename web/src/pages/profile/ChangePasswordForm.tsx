import { useState, type FormEvent } from "react";
import { Banner } from "../../components/Banner";
import { Button } from "../../components/Button";
import { PasswordField } from "../../components/PasswordField";
import { usePasswordStrength } from "../../components/passwordStrength";
import { changePassword } from "../../stores/account";
import type { AuthErrorInfo } from "../auth/authErrors";
import { confirmProblem, newPasswordProblem, passwordChangeError } from "./passwordForm";

interface Errors {
  current?: string;
  next?: string;
  confirm?: string;
}

export function ChangePasswordForm() {
  const [current, setCurrent] = useState("");
  const [next, setNext] = useState("");
  const [confirm, setConfirm] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<AuthErrorInfo | null>(null);
  const [saving, setSaving] = useState(false);
  const strength = usePasswordStrength(next);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {
      current: current ? undefined : "Enter the password you sign in with now.",
      next: newPasswordProblem(next, strength) ?? (next === current ? "Choose a password different from the current one." : undefined),
      confirm: confirmProblem(next, confirm),
    };
    setErrors(found);
    setFailure(null);
    if (found.current || found.next || found.confirm) return;
    setSaving(true);
    try {
      await changePassword(current, next);
      // The server ended every session, this one too. A full load starts every store clean; the
      // sign-in page reads success=true as "Password changed, sign in with your new password".
      window.location.assign("/?success=true");
    } catch (error) {
      const { field, info } = passwordChangeError(error);
      if (field === "current") setErrors({ current: info.message });
      else if (field === "new") setErrors({ next: info.message });
      else setFailure(info);
      setSaving(false);
    }
  };

  return (
    <section className="settings-section" aria-labelledby="change-password-title">
      <h2 id="change-password-title">Change password</h2>
      <form className="settings-form settings-form--narrow" noValidate onSubmit={submit} aria-busy={saving || undefined}>
        {failure && <Banner title={failure.title}>{failure.message}</Banner>}
        <PasswordField label="Current password" name="current_password" autoComplete="current-password" value={current} error={errors.current} onChange={(event) => setCurrent(event.target.value)} />
        <PasswordField label="New password" name="new_password" autoComplete="new-password" value={next} strength={strength} error={errors.next} onChange={(event) => setNext(event.target.value)} />
        <PasswordField label="Confirm new password" name="confirm_password" autoComplete="new-password" value={confirm} error={errors.confirm} onChange={(event) => setConfirm(event.target.value)} />
        <div className="settings-form__actions">
          <Button type="submit" loading={saving}>
            Change password
          </Button>
        </div>
      </form>
    </section>
  );
}
