import { useId, type ReactNode } from "react";
import "./Switch.css";

export interface SwitchProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  description?: ReactNode;
  disabled?: boolean;
  /** Shown while a change is being saved. */
  busy?: boolean;
}

/** An on/off setting: a checkbox with the switch role, its label and an optional description. */
export function Switch({ label, checked, onChange, description, disabled, busy }: SwitchProps) {
  const id = useId();
  return (
    <div className="switch-row">
      <div className="switch-row__text">
        <label htmlFor={id} className="switch-row__label">
          {label}
        </label>
        {description && (
          <div id={`${id}-description`} className="switch-row__description">
            {description}
          </div>
        )}
      </div>
      <input
        id={id}
        type="checkbox"
        role="switch"
        className="switch-toggle"
        checked={checked}
        disabled={disabled || busy}
        aria-busy={busy || undefined}
        aria-describedby={description ? `${id}-description` : undefined}
        onChange={(event) => onChange(event.target.checked)}
      />
    </div>
  );
}
