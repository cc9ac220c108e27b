import { useState } from "react";
import { formatDay } from "../../workItemDisplay";

interface Props {
  label: string;
  value: string | null;
  /** The other end of the item's date range: a start may not fall after the due date (the server refuses it). */
  min?: string;
  max?: string;
  canEdit: boolean;
  onSave: (value: string | null) => void;
}

/**
 * A date cell saved when the field is left or Enter is pressed, never per keystroke: typing a year passes
 * through days such as 0002-03-01 that must not be sent. Escape drops the draft.
 */
export function DateCell({ label, value, min, max, canEdit, onSave }: Props) {
  const [draft, setDraft] = useState<string | null>(null);
  if (!canEdit) return <span>{value ? formatDay(value) : ""}</span>;
  const shown = draft ?? value ?? "";
  const invalid = draft !== null && draft !== "" && ((min !== undefined && draft < min) || (max !== undefined && draft > max));

  const commit = () => {
    if (draft === null || invalid) return;
    setDraft(null);
    if ((draft || null) !== value) onSave(draft || null);
  };

  return (
    <input
      type="date"
      className="spreadsheet__input"
      aria-label={label}
      aria-invalid={invalid || undefined}
      title={invalid ? "The start date cannot be after the due date" : undefined}
      value={shown}
      min={min}
      max={max}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === "Enter") commit();
        if (event.key === "Escape") setDraft(null);
      }}
    />
  );
}
