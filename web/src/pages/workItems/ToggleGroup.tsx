import type { KeyboardEvent } from "react";

interface Props<T extends string> {
  /** The group's accessible name. */
  label: string;
  options: readonly T[];
  labels: Record<T, string>;
  value: T;
  onChange: (value: T) => void;
}

/** A row of toggles that is a radio group to assistive technology: one tab stop, arrow keys move and choose. */
export function ToggleGroup<T extends string>({ label, options, labels, value, onChange }: Props<T>) {
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.key === "ArrowRight" || event.key === "ArrowDown" ? 1 : event.key === "ArrowLeft" || event.key === "ArrowUp" ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const next = options[(options.indexOf(value) + step + options.length) % options.length] as T;
    onChange(next);
    event.currentTarget.querySelector<HTMLButtonElement>(`[data-value="${next}"]`)?.focus();
  };
  return (
    <div className="layout-switcher" role="radiogroup" aria-label={label} onKeyDown={onKeyDown}>
      {options.map((option) => (
        <button
          key={option}
          type="button"
          role="radio"
          data-value={option}
          aria-checked={option === value}
          tabIndex={option === value ? 0 : -1}
          className="layout-switcher__option"
          onClick={() => onChange(option)}
        >
          {labels[option]}
        </button>
      ))}
    </div>
  );
}
