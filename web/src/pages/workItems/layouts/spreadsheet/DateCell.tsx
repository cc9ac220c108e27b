import { useId } from "react";
import { useDateDraft } from "../../useDateDraft";
import { formatDay } from "../../workItemDisplay";

interface Props {
  label: string;
  value: string | null;
  /** The other end of the item's date range: a due date may not come before the start (the server refuses it). */
  min?: string;
  max?: string;
  canEdit: boolean;
  onSave: (value: string | null) => void;
}

/** Why a day cannot be saved in this cell, in words that say what to do; null when it can. */
function problemOf(day: string, min: string | undefined, max: string | undefined): string | null {
  if (day === "") return null;
  if (min !== undefined && day < min) return `The due date cannot be before the start date (${formatDay(min)}). Pick a later day, or press Escape.`;
  if (max !== undefined && day > max) return `The start date cannot be after the due date (${formatDay(max)}). Pick an earlier day, or press Escape.`;
  return null;
}

/**
 * A date cell, saved as useDateDraft says. A day on the wrong side of the item's other date is kept as a
 * draft, not sent, and explained right under the cell until it is changed or Escape drops it.
 */
export function DateCell({ label, value, min, max, canEdit, onSave }: Props) {
  const messageId = useId();
  const { draft, fieldProps } = useDateDraft(value, onSave, (day) => problemOf(day, min, max) !== null);
  if (!canEdit) return <span>{value ? formatDay(value) : ""}</span>;
  const problem = draft === null ? null : problemOf(draft, min, max);

  return (
    <>
      <input
        type="date"
        className="spreadsheet__input"
        aria-label={label}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? messageId : undefined}
        min={min}
        max={max}
        {...fieldProps}
      />
      {problem && (
        <p id={messageId} role="alert" className="date-cell__problem">
          {problem}
        </p>
      )}
    </>
  );
}
