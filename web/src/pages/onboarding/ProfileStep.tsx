import { useState, type FormEvent } from "react";
import { LIMITS } from "../../../../api/contract/limits";
import { TextField } from "../../components/TextField";
import { updateProfile, updateUser } from "../../stores/account";
import { hasErrors, type NameErrors } from "../../stores/accountValidation";
import { session } from "../../stores/session";
import { useNames } from "../profile/useNames";
import { StepForm } from "./StepForm";
import { useStepSave } from "./useStepSave";

/** Step 1: names. Saves the user, then marks profile_complete. */
export function ProfileStep({ onDone }: { onDone: () => void }) {
  const { names, change, problems, trimmed } = useNames(session.user);
  const [errors, setErrors] = useState<NameErrors>({});
  const { saving, failure, clearFailure, save } = useStepSave("save your profile", onDone);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = problems();
    setErrors(found);
    clearFailure();
    if (hasErrors(found)) return;
    await save(async () => {
      await updateUser(trimmed());
      await updateProfile({ onboarding_step: { profile_complete: true } });
    });
  };

  return (
    <StepForm saving={saving} failure={failure} failureTitle="Profile not saved" onSubmit={submit}>
      <div className="onboarding__row">
        <TextField
          label="First name"
          name="first_name"
          autoComplete="given-name"
          autoFocus
          required
          value={names.first_name}
          maxLength={LIMITS.nameMaxLength}
          error={errors.first_name}
          onChange={change("first_name")}
        />
        <TextField
          label="Last name"
          name="last_name"
          autoComplete="family-name"
          value={names.last_name}
          maxLength={LIMITS.nameMaxLength}
          error={errors.last_name}
          onChange={change("last_name")}
        />
      </div>
      <TextField
        label="Display name"
        name="display_name"
        autoComplete="nickname"
        required
        value={names.display_name}
        maxLength={LIMITS.displayNameMaxLength}
        hint="How teammates see and @mention you."
        error={errors.display_name}
        onChange={change("display_name")}
      />
    </StepForm>
  );
}
