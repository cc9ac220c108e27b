import { useId } from "react";

export interface CheckboxOption {
  value: string;
  label: string;
  /** A colour swatch before the label (labels). */
  color?: string;
}

interface Props {
  label: string;
  options: readonly CheckboxOption[];
  values: readonly string[];
  onChange: (values: string[]) => void;
  /** Said in place of the list when there is nothing to pick. */
  emptyText: string;
}

/**
 * A multi select as a group of checkboxes: every choice is visible and reachable with Tab and Space,
 * which a native <select multiple> makes hard. The group is named by its legend.
 */
export function CheckboxListField({ label, options, values, onChange, emptyText }: Props) {
  const legendId = useId();
  const toggle = (value: string, checked: boolean) => onChange(checked ? [...values, value] : values.filter((candidate) => candidate !== value));
  return (
    <fieldset className="checkbox-list" aria-labelledby={legendId}>
      <legend id={legendId} className="field__label">
        {label}
      </legend>
      {options.length === 0 ? (
        <p className="muted checkbox-list__empty">{emptyText}</p>
      ) : (
        <ul className="checkbox-list__options">
          {options.map((option) => (
            <li key={option.value}>
              <label className="checkbox-list__option">
                <input type="checkbox" checked={values.includes(option.value)} onChange={(event) => toggle(option.value, event.target.checked)} />
                {option.color && <span className="swatch" style={{ background: option.color }} aria-hidden="true" />}
                <span>{option.label}</span>
              </label>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
