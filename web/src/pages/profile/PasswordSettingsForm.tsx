import { useId, useState, type FormEvent } from "react";
import { Banner } from "../../components/Banner";
import { Button } from "../../components/Button";
import { FormActions } from "../../components/FormActions";
import { PasswordField } from "../../components/PasswordField";
import { usePasswordStrength } from "../../components/passwordStrength";
import type { AuthErrorInfo } from "../auth/authErrors";
import { confirmProblem, newPasswordProblem, passwordChangeError } from "./passwordForm";

interface Errors {
  current?: string;
  next?: string;
  confirm?: string;
}

interface Props {
  title: string;
  submitLabel: string;
  /** Changing a password asks for the current one; a first password (unique-code accounts) does not. */
  askCurrent: boolean;
  /** Saves the new password; on success the caller moves on, so the form stays busy. */
  save: (current: string, next: string) => Promise<void>;
}

/** The security settings' password form: checks in the browser first, then puts a refusal under its field. */
export function PasswordSettingsForm({ title, submitLabel, askCurrent, save }: Props) {
  const titleId = useId();
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
      current: askCurrent && !current ? "Enter the password you sign in with now." : undefined,
      next: newPasswordProblem(next, strength) ?? (askCurrent && next === current ? "Choose a password different from the current one." : undefined),
      confirm: confirmProblem(next, confirm),
    };
    setErrors(found);
    setFailure(null);
    if (found.current || found.next || found.confirm) return;
    setSaving(true);
    try {
      await save(current, next);
    } catch (error) {
      const { field, info } = passwordChangeError(error);
      if (field === "current" && askCurrent) setErrors({ current: info.message });
      else if (field === "new") setErrors({ next: info.message });
      else setFailure(info);
      setSaving(false);
    }
  };

  return (
    <section className="settings-section" aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      <form className="settings-form settings-form--narrow" noValidate onSubmit={submit} aria-busy={saving || undefined}>
        {failure && <Banner title={failure.title}>{failure.message}</Banner>}
        {askCurrent && (
          <PasswordField label="Current password" name="current_password" autoComplete="current-password" value={current} error={errors.current} onChange={(event) => setCurrent(event.target.value)} />
        )}
        <PasswordField label="New password" name="new_password" autoComplete="new-password" value={next} strength={strength} error={errors.next} onChange={(event) => setNext(event.target.value)} />
        <PasswordField label="Confirm new password" name="confirm_password" autoComplete="new-password" value={confirm} error={errors.confirm} onChange={(event) => setConfirm(event.target.value)} />
        <FormActions>
          <Button type="submit" loading={saving}>
            {submitLabel}
          </Button>
        </FormActions>
      </form>
    </section>
  );
}
