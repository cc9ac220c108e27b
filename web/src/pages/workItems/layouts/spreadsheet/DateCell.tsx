import { useDateDraft } from "../../useDateDraft";
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

/** A date cell, saved as useDateDraft says; a start after the due date is marked and not sent. */
export function DateCell({ label, value, min, max, canEdit, onSave }: Props) {
  const outOfRange = (day: string) => day !== "" && ((min !== undefined && day < min) || (max !== undefined && day > max));
  const { draft, fieldProps } = useDateDraft(value, onSave, outOfRange);
  if (!canEdit) return <span>{value ? formatDay(value) : ""}</span>;
  const invalid = draft !== null && outOfRange(draft);

  return (
    <input
      type="date"
      className="spreadsheet__input"
      aria-label={label}
      aria-invalid={invalid || undefined}
      title={invalid ? "The start date cannot be after the due date" : undefined}
      min={min}
      max={max}
      {...fieldProps}
    />
  );
}
