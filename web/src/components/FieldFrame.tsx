import type { ReactNode } from "react";
import type { FieldIds } from "./useFieldIds";
import "./TextField.css";

interface Props {
  ids: FieldIds;
  error?: string | null;
  hint?: ReactNode;
  className?: string;
  /** The label and the control. */
  children: ReactNode;
}

/** The frame of a labelled field: invalid styling, then the hint and the inline error under the control. */
export function FieldFrame({ ids, error, hint, className, children }: Props) {
  return (
    <div className={["field", error ? "field--invalid" : "", className ?? ""].filter(Boolean).join(" ")}>
      {children}
      {hint && (
        <div id={ids.hint} className="field__hint">
          {hint}
        </div>
      )}
      {error && (
        <p id={ids.error} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
