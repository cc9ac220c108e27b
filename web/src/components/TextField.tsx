import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from "react";
import "./TextField.css";

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "children"> {
  /** Visible label text; also the accessible name of the input. */
  label: string;
  /** Inline error shown under the input; marks the input aria-invalid and describes it. */
  error?: string | null;
  /** Helper text under the input, read out with it. */
  hint?: ReactNode;
  /** Content placed inside the input's frame at its end (a show/hide button, a unit). */
  trailing?: ReactNode;
  /** Extra content between the label and the input row, e.g. a "Forgot password?" link. */
  labelAside?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input with an inline error slot (SPEC.md section 8, placement "inline"). */
export function TextField({ label, error, hint, trailing, labelAside, id, className, ref, ...input }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [input["aria-describedby"], hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ");
  return (
    <div className={["field", error ? "field--invalid" : "", className ?? ""].filter(Boolean).join(" ")}>
      <div className="field__label-row">
        <label className="field__label" htmlFor={inputId}>
          {label}
        </label>
        {labelAside}
      </div>
      <div className="field__control">
        <input
          {...input}
          ref={ref}
          id={inputId}
          className="field__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
        />
        {trailing && <div className="field__trailing">{trailing}</div>}
      </div>
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
