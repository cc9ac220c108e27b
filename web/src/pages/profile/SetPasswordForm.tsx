import { useState, type FormEvent } from "react";
import { Banner } from "../../components/Banner";
import { Button } from "../../components/Button";
import { PasswordField } from "../../components/PasswordField";
import { usePasswordStrength } from "../../components/passwordStrength";
import { setPassword } from "../../stores/account";
import { showToast } from "../../stores/toasts";
import type { AuthErrorInfo } from "../auth/authErrors";
import { confirmProblem, newPasswordProblem, passwordChangeError } from "./passwordForm";

interface Errors {
  next?: string;
  confirm?: string;
}

/** For accounts made with a unique code, which have no password of their own (SPEC.md section 5). */
export function SetPasswordForm() {
  const [next, setNext] = useState("");
  const [confirm, setConfirm] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<AuthErrorInfo | null>(null);
  const [saving, setSaving] = useState(false);
  const strength = usePasswordStrength(next);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = { next: newPasswordProblem(next, strength), confirm: confirmProblem(next, confirm) };
    setErrors(found);
    setFailure(null);
    if (found.next || found.confirm) return;
    setSaving(true);
    try {
      await setPassword(next);
      showToast({ tone: "success", title: "Password set", message: "From now on you can sign in with your email and this password." });
    } catch (error) {
      const { field, info } = passwordChangeError(error);
      if (field === "new") setErrors({ next: info.message });
      else setFailure(info);
      setSaving(false);
    }
  };

  return (
    <section className="settings-section" aria-labelledby="set-password-title">
      <h2 id="set-password-title">Set a password</h2>
      <form className="settings-form settings-form--narrow" noValidate onSubmit={submit} aria-busy={saving || undefined}>
        {failure && <Banner title={failure.title}>{failure.message}</Banner>}
        <PasswordField label="New password" name="new_password" autoComplete="new-password" value={next} strength={strength} error={errors.next} onChange={(event) => setNext(event.target.value)} />
        <PasswordField label="Confirm new password" name="confirm_password" autoComplete="new-password" value={confirm} error={errors.confirm} onChange={(event) => setConfirm(event.target.value)} />
        <div className="settings-form__actions">
          <Button type="submit" loading={saving}>
            Set password
          </Button>
        </div>
      </form>
    </section>
  );
}
