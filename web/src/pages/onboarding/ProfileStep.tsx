import { useState, type FormEvent } from "react";
import { LIMITS } from "../../../../api/contract/limits";
import { Banner } from "../../components/Banner";
import { Button } from "../../components/Button";
import { TextField } from "../../components/TextField";
import { describeError } from "../../http/describeError";
import { updateProfile, updateUser } from "../../stores/account";
import { hasErrors, validateNames, type NameErrors } from "../../stores/accountValidation";
import { session } from "../../stores/session";

/** Step 1: names. Saves the user, then marks profile_complete. */
export function ProfileStep({ onDone }: { onDone: () => void }) {
  const user = session.user;
  const [firstName, setFirstName] = useState(user?.first_name ?? "");
  const [lastName, setLastName] = useState(user?.last_name ?? "");
  const [displayName, setDisplayName] = useState(user?.display_name ?? "");
  const [errors, setErrors] = useState<NameErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateNames({ first_name: firstName, last_name: lastName, display_name: displayName });
    setErrors(found);
    setFailure(null);
    if (hasErrors(found)) return;
    setSaving(true);
    try {
      await updateUser({ first_name: firstName.trim(), last_name: lastName.trim(), display_name: displayName.trim() });
      await updateProfile({ onboarding_step: { profile_complete: true } });
      onDone();
    } catch (error) {
      setFailure(describeError(error, "save your profile"));
      setSaving(false);
    }
  };

  return (
    <form className="onboarding__form" noValidate onSubmit={submit} aria-busy={saving || undefined}>
      {failure && <Banner title="Profile not saved">{failure}</Banner>}
      <div className="onboarding__row">
        <TextField
          label="First name"
          name="first_name"
          autoComplete="given-name"
          autoFocus
          required
          value={firstName}
          maxLength={LIMITS.nameMaxLength}
          error={errors.first_name}
          onChange={(event) => setFirstName(event.target.value)}
        />
        <TextField
          label="Last name"
          name="last_name"
          autoComplete="family-name"
          value={lastName}
          maxLength={LIMITS.nameMaxLength}
          error={errors.last_name}
          onChange={(event) => setLastName(event.target.value)}
        />
      </div>
      <TextField
        label="Display name"
        name="display_name"
        autoComplete="nickname"
        required
        value={displayName}
        maxLength={LIMITS.displayNameMaxLength}
        hint="How teammates see and @mention you."
        error={errors.display_name}
        onChange={(event) => setDisplayName(event.target.value)}
      />
      <div className="onboarding__actions">
        <Button type="submit" loading={saving}>
          Continue
        </Button>
      </div>
    </form>
  );
}
