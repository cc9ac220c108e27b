import type { ReactNode } from "react";

interface Props {
  name: string;
  /** The field-like picker button, and whatever it says under itself. */
  children: ReactNode;
}

/** A property in a form or the detail sidebar: its name above a field-like button that opens its picker. */
export function PickerField({ name, children }: Props) {
  return (
    <div className="picker-field">
      {/* The button says its name itself ("State: Todo"); this is the same word for the eye. */}
      <span className="field__label" aria-hidden="true">
        {name}
      </span>
      {children}
    </div>
  );
}
