import { useState } from "react";
import { LIMITS } from "../../../api/contract/limits";

interface Props {
  /** The saved name, the field's starting value. */
  name: string;
  className: string;
  label: string;
  /** The trimmed new name, or null when nothing is to be saved (Escape, empty, unchanged). */
  onDone: (next: string | null) => void;
}

/** A name edited in place: Enter or leaving the field saves, Escape puts the old name back, an empty name is not saved. */
export function InlineNameInput({ name, className, label, onDone }: Props) {
  const [value, setValue] = useState(name);
  const finish = () => {
    const trimmed = value.trim();
    onDone(trimmed && trimmed !== name ? trimmed : null);
  };
  return (
    <input
      className={className}
      aria-label={label}
      autoFocus
      maxLength={LIMITS.nameMaxLength}
      value={value}
      onChange={(event) => setValue(event.target.value)}
      onBlur={finish}
      onKeyDown={(event) => {
        if (event.key === "Enter") {
          event.preventDefault();
          finish();
        } else if (event.key === "Escape") {
          event.preventDefault();
          onDone(null);
        }
      }}
    />
  );
}
