import type { Ref, TextareaHTMLAttributes } from "react";
import { FieldFrame } from "./FieldFrame";
import { useFieldIds } from "./useFieldIds";

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "children"> {
  /** Visible label text; also the accessible name of the text area. */
  label: string;
  /** Inline error shown under it; marks it aria-invalid and describes it. */
  error?: string | null;
  hint?: string;
  ref?: Ref<HTMLTextAreaElement>;
}

/** TextField's multi-line sibling: the same frame, label, hint and inline error slot. */
export function TextAreaField({ label, error, hint, id, className, ref, rows = 3, ...textarea }: TextAreaFieldProps) {
  const ids = useFieldIds(id, hint, error);
  return (
    <FieldFrame ids={ids} error={error} hint={hint} className={className}>
      <label className="field__label" htmlFor={ids.control}>
        {label}
      </label>
      <textarea
        {...textarea}
        ref={ref}
        id={ids.control}
        rows={rows}
        className="field__input field__input--multiline"
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
      />
    </FieldFrame>
  );
}
