import { useState, type ReactNode } from "react";
import { HEX_COLOR } from "../../../../api/contract/themes";
import { LIMITS } from "../../../../api/contract/limits";
import { Banner } from "../../components/Banner";
import { Button } from "../../components/Button";
import { FormActions } from "../../components/FormActions";
import { TextAreaField } from "../../components/TextAreaField";
import { TextField } from "../../components/TextField";
import { useNamedSave } from "../../components/useNamedSave";

export interface NamedColorInput {
  name: string;
  color: string;
  description: string;
}

interface Props {
  /** Lower case, "label" or "state": it names the field, the error and the failure banner. */
  noun: string;
  /** The colour control; labels and states offer different ones. */
  renderColor: (color: string, setColor: (color: string) => void) => ReactNode;
  initial: NamedColorInput;
  /** "Add label" or "Save state". */
  submitLabel: string;
  /** A throw keeps the form open with the reason shown. */
  onSubmit: (input: NamedColorInput) => Promise<void>;
  onCancel: () => void;
}

/** The name, colour and description of a label or state, for adding one or editing it in place. */
export function NamedColorForm({ noun, renderColor, initial, submitLabel, onSubmit, onCancel }: Props) {
  const [name, setName] = useState(initial.name);
  const [color, setColor] = useState(initial.color);
  const [description, setDescription] = useState(initial.description);
  const { nameError, failure, saving, submit } = useNamedSave({
    noun,
    name,
    // The colour control shows its own error for a bad hex code.
    sendable: HEX_COLOR.test(color),
    save: (trimmed) => onSubmit({ name: trimmed, color, description: description.trim() }),
  });
  const Noun = noun.charAt(0).toUpperCase() + noun.slice(1);

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
      {failure && <Banner title={`${Noun} not saved`}>{failure}</Banner>}
      <TextField label={`${Noun} name`} name={`${noun}-name`} value={name} autoFocus maxLength={LIMITS.nameMaxLength} error={nameError} onChange={(event) => setName(event.target.value)} />
      {renderColor(color, setColor)}
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
