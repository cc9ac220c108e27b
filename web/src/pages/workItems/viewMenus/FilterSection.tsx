import { useId } from "react";
import type { FilterOption } from "./filterOptions";

interface Props {
  title: string;
  options: readonly FilterOption[];
  values: readonly string[];
  onToggle: (value: string, checked: boolean) => void;
}

/** One filter of the Filters menu: a group of real checkboxes named by its legend. */
export function FilterSection({ title, options, values, onToggle }: Props) {
  const legendId = useId();
  return (
    <fieldset className="filter-section" aria-labelledby={legendId}>
      <legend id={legendId} className="filter-section__title">
        {title}
      </legend>
      {options.length === 0 ? (
        <p className="muted filter-section__empty">Nothing to filter by yet.</p>
      ) : (
        options.map((option) => (
          <label key={option.value} className="filter-section__option">
            <input type="checkbox" checked={values.includes(option.value)} onChange={(event) => onToggle(option.value, event.target.checked)} />
            {option.color && <span className="swatch" style={{ background: option.color }} aria-hidden="true" />}
            <span>{option.label}</span>
          </label>
        ))
      )}
    </fieldset>
  );
}
