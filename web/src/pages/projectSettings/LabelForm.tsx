import { useState, type FormEvent } from "react";
import { HEX_COLOR } from "../../../../api/contract/themes";
import { LIMITS } from "../../../../api/contract/limits";
import { Banner } from "../../components/Banner";
import { Button } from "../../components/Button";
import { FormActions } from "../../components/FormActions";
import { TextAreaField } from "../../components/TextAreaField";
import { TextField } from "../../components/TextField";
import { describeError } from "../../http/describeError";
import type { LabelInput } from "../../stores/projectLabels";
import { LabelColorPicker } from "./LabelColorPicker";

interface Props {
  initial: LabelInput;
  /** "Add label" or "Save label". */
  submitLabel: string;
  /** A throw keeps the form open with the reason shown. */
  onSubmit: (input: LabelInput) => Promise<void>;
  onCancel: () => void;
}

/** The name, colour and description of a label, for adding one or editing it in place. */
export function LabelForm({ initial, submitLabel, onSubmit, onCancel }: Props) {
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
      setNameError("Enter a name for the label.");
      return;
    }
    setNameError(null);
    if (!HEX_COLOR.test(color)) return;
    setSaving(true);
    try {
      await onSubmit({ name: name.trim(), color, description: description.trim() });
    } catch (error) {
      setFailure(describeError(error, "save the label"));
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
      {failure && <Banner title="Label not saved">{failure}</Banner>}
      <TextField label="Label name" name="label-name" value={name} autoFocus maxLength={LIMITS.nameMaxLength} error={nameError} onChange={(event) => setName(event.target.value)} />
      <LabelColorPicker value={color} onChange={setColor} />
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
