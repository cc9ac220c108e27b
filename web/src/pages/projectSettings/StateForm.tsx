import { useState, type FormEvent } from "react";
import { HEX_COLOR } from "../../../../api/contract/themes";
import { LIMITS } from "../../../../api/contract/limits";
import { Banner } from "../../components/Banner";
import { Button } from "../../components/Button";
import { FormActions } from "../../components/FormActions";
import { TextAreaField } from "../../components/TextAreaField";
import { TextField } from "../../components/TextField";
import { describeError } from "../../http/describeError";
import type { StateInput } from "../../stores/projectStates";
import { ColorField } from "../profile/ColorField";

interface Props {
  initial: StateInput;
  /** "Add state" or "Save state". */
  submitLabel: string;
  /** A throw keeps the form open with the reason shown. */
  onSubmit: (input: StateInput) => Promise<void>;
  onCancel: () => void;
}

/** The name, colour and description of a state, for adding one or editing it in place. */
export function StateForm({ initial, submitLabel, onSubmit, onCancel }: Props) {
  const [name, setName] = useState(initial.name);
  const [color, setColor] = useState(initial.color);
  const [description, setDescription] = useState(initial.description);
  const [nameError, setNameError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (!name.trim()) {
      setNameError("Enter a name for the state.");
      return;
    }
    setNameError(null);
    if (!HEX_COLOR.test(color)) return;
    setSaving(true);
    try {
      await onSubmit({ name: name.trim(), color, description: description.trim() });
    } catch (error) {
      setFailure(describeError(error, "save the state"));
      setSaving(false);
    }
  };

  return (
    <form
      className="settings-form project-settings__inline-form"
      noValidate
      onSubmit={submit}
      aria-busy={saving || undefined}
      onKeyDown={(event) => {
        if (event.key === "Escape") onCancel();
      }}
    >
      {failure && <Banner title="State not saved">{failure}</Banner>}
      <TextField label="State name" name="state-name" value={name} autoFocus maxLength={LIMITS.nameMaxLength} error={nameError} onChange={(event) => setName(event.target.value)} />
      <ColorField label="State colour" value={color} onChange={setColor} />
      <TextAreaField label="Description" name="description" value={description} rows={2} onChange={(event) => setDescription(event.target.value)} />
      <FormActions>
        <Button variant="secondary" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" loading={saving}>
          {submitLabel}
        </Button>
      </FormActions>
    </form>
  );
}
