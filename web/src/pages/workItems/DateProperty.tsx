import { useState } from "react";
import { TextField } from "../../components/TextField";

interface Props {
  label: string;
  value: string | null;
  min?: string;
  max?: string;
  /** The reason the current draft cannot be saved, checked before saving. */
  problem: (draft: string) => string | null;
  onSave: (value: string | null) => void;
}

/**
 * A date property saved when the field is left or Enter is pressed, not on every keystroke: typing a
 * year goes through dates such as 0002-03-01 that must not be sent.
 */
export function DateProperty({ label, value, min, max, problem, onSave }: Props) {
  const [draft, setDraft] = useState<string | null>(null);
  const shown = draft ?? value ?? "";
  const error = draft === null ? null : problem(draft);

  const commit = () => {
    if (draft === null || error) return;
    setDraft(null);
    if ((draft || null) !== value) onSave(draft || null);
  };

  return (
    <TextField
      label={label}
      type="date"
      value={shown}
      min={min}
      max={max}
      error={error}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === "Enter") commit();
        if (event.key === "Escape") setDraft(null);
      }}
    />
  );
}
