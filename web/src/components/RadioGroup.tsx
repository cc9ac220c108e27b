import { useId, type ReactNode } from "react";
import "./RadioGroup.css";

export interface RadioOption<T extends string> {
  value: T;
  label: string;
  /** Extra content under or beside the label (a swatch, a description). */
  detail?: ReactNode;
}

interface Props<T extends string> {
  legend: string;
  name: string;
  options: readonly RadioOption<T>[];
  value: T | null;
  onChange: (value: T) => void;
  error?: string | null;
  hint?: string;
  /** Grid columns on wide screens. */
  columns?: 1 | 2 | 3;
  disabled?: boolean;
}

/** Native radio buttons in a fieldset, drawn as selectable cards: arrow keys move between them. */
export function RadioGroup<T extends string>({ legend, name, options, value, onChange, error, hint, columns = 2, disabled }: Props<T>) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
  return (
    <fieldset className={`radio-group${error ? " radio-group--invalid" : ""}`} aria-describedby={describedBy} aria-invalid={error ? true : undefined} disabled={disabled}>
      <legend className="radio-group__legend">{legend}</legend>
      {hint && (
        <p id={`${id}-hint`} className="radio-group__hint">
          {hint}
        </p>
      )}
      <div className={`radio-group__options radio-group__options--${columns}`}>
        {options.map((option) => (
          <label key={option.value} className="radio-card">
            <input type="radio" name={name} value={option.value} checked={value === option.value} onChange={() => onChange(option.value)} />
            <span className="radio-card__label">{option.label}</span>
            {option.detail}
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className="radio-group__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
