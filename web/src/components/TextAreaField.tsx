import { useId, type Ref, type TextareaHTMLAttributes } from "react";
import "./TextField.css";

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
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ");
  return (
    <div className={["field", error ? "field--invalid" : "", className ?? ""].filter(Boolean).join(" ")}>
      <label className="field__label" htmlFor={inputId}>
        {label}
      </label>
      <textarea
        {...textarea}
        ref={ref}
        id={inputId}
        rows={rows}
        className="field__input field__input--multiline"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      {hint && (
        <div id={hintId} className="field__hint">
          {hint}
        </div>
      )}
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
