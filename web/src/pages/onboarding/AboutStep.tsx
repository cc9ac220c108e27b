import { useState, type FormEvent } from "react";
import { LIMITS } from "../../../../api/contract/limits";
import { ORGANIZATION_SIZES, USER_ROLES, type OrganizationSize, type UserRole } from "../../../../api/contract/onboarding";
import { RadioGroup } from "../../components/RadioGroup";
import { TextField } from "../../components/TextField";
import { updateProfile } from "../../stores/account";
import { session } from "../../stores/session";
import { StepForm } from "./StepForm";
import { useStepSave } from "./useStepSave";

const ROLE_OPTIONS = USER_ROLES.map((role) => ({ value: role, label: role }));
const SIZE_OPTIONS = ORGANIZATION_SIZES.map((size) => ({ value: size, label: size }));

function known<T extends string>(choices: readonly T[], value: string | null | undefined): T | null {
  return choices.find((choice) => choice === value) ?? null;
}

interface Errors {
  role?: string;
  organization_size?: string;
}

/** Step 2: role, use case and organisation size (SPEC.md section 1). */
export function AboutStep({ onBack, onDone }: { onBack: () => void; onDone: () => void }) {
  const profile = session.profile;
  const [role, setRole] = useState<UserRole | null>(known(USER_ROLES, profile?.role));
  const [useCase, setUseCase] = useState(profile?.use_case ?? "");
  const [size, setSize] = useState<OrganizationSize | null>(known(ORGANIZATION_SIZES, profile?.organization_size));
  const [errors, setErrors] = useState<Errors>({});
  const { saving, failure, clearFailure, save } = useStepSave("save your answers", onDone);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {
      role: role ? undefined : "Choose the role closest to yours; “Other” is fine.",
      organization_size: size ? undefined : "Choose how many people work in your organisation.",
    };
    setErrors(found);
    clearFailure();
    if (!role || !size) return;
    await save(() => updateProfile({ role, use_case: useCase.trim() || null, organization_size: size }));
  };

  return (
    <StepForm saving={saving} failure={failure} failureTitle="Answers not saved" onSubmit={submit} onBack={onBack}>
      <RadioGroup legend="What is your role?" name="role" options={ROLE_OPTIONS} value={role} onChange={setRole} error={errors.role} />
      <TextField
        label="What will you use Cairn for? (optional)"
        name="use_case"
        placeholder="Planning releases, tracking bugs…"
        value={useCase}
        maxLength={LIMITS.nameMaxLength}
        onChange={(event) => setUseCase(event.target.value)}
      />
      <RadioGroup
        legend="How large is your organisation?"
        name="organization_size"
        options={SIZE_OPTIONS}
        value={size}
        onChange={setSize}
        error={errors.organization_size}
      />
    </StepForm>
  );
}
