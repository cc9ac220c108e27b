import type { InputHTMLAttributes, ReactNode, Ref } from "react";
import { FieldFrame } from "./FieldFrame";
import { useFieldIds } from "./useFieldIds";

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
  const ids = useFieldIds(id, hint, error, input["aria-describedby"]);
  return (
    <FieldFrame ids={ids} error={error} hint={hint} className={className}>
      <div className="field__label-row">
        <label className="field__label" htmlFor={ids.control}>
          {label}
        </label>
        {labelAside}
      </div>
      <div className="field__control">
        <input
          {...input}
          ref={ref}
          id={ids.control}
          className="field__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
        />
        {trailing && <div className="field__trailing">{trailing}</div>}
      </div>
    </FieldFrame>
  );
}
