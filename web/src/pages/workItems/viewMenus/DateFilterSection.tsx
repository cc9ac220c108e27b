import { useId, useState } from "react";
import { customDateBound, toggledValues, type FilterOption } from "./filterOptions";

interface Props {
  title: string;
  values: readonly string[];
  onChange: (values: string[] | null) => void;
  /** The presets the menu's search leaves, and whether it leaves the custom range. */
  presets: readonly FilterOption[];
  showCustom: boolean;
}

const SIDES = [
  { side: "after", label: "On or after" },
  { side: "before", label: "On or before" },
] as const;

/** A typed year passes through 0002, 0020 and 0202 on its way to 2026; only a four-digit year is a bound worth saving. */
const isWholeDay = (day: string) => /^[1-9]\d{3}-\d{2}-\d{2}$/.test(day);

interface CustomDateProps {
  label: string;
  saved: string;
  onCommit: (day: string) => void;
}

/** A date input keeping what is being typed until it is a whole day, and following the saved day when it changes elsewhere (a chip removed). */
function CustomDateInput({ label, saved, onCommit }: CustomDateProps) {
  const [draft, setDraft] = useState(saved);
  const [lastSaved, setLastSaved] = useState(saved);
  if (saved !== lastSaved) {
    setLastSaved(saved);
    setDraft(saved);
  }
  return (
    <input
      type="date"
      aria-label={label}
      value={draft}
      onChange={(event) => {
        const day = event.target.value;
        setDraft(day);
        if (day === "" || isWholeDay(day)) onCommit(day);
      }}
    />
  );
}

/** A date filter: Plane's relative presets as checkboxes, and a custom range from two date inputs. */
export function DateFilterSection({ title, values, onChange, presets, showCustom }: Props) {
  const legendId = useId();

  const customDay = (side: "after" | "before") => values.map(customDateBound).find((bound) => bound?.side === side)?.day ?? "";
  const setCustom = (side: "after" | "before", day: string) => {
    // One custom bound per side: a new day replaces the old one.
    const rest = values.filter((entry) => customDateBound(entry)?.side !== side);
    const next = day ? [...rest, `${day};${side}`] : rest;
    onChange(next.length > 0 ? next : null);
  };

  return (
    <fieldset className="filter-section" aria-labelledby={legendId}>
      <legend id={legendId} className="filter-section__title">
        {title}
      </legend>
      {presets.map((preset) => (
        <label key={preset.value} className="filter-section__option">
          <input type="checkbox" checked={values.includes(preset.value)} onChange={(event) => onChange(toggledValues(values, preset.value, event.target.checked))} />
          <span>{preset.label}</span>
        </label>
      ))}
      {showCustom && (
        <div className="filter-section__custom">
          {SIDES.map(({ side, label }) => (
            <div key={side} className="filter-section__date">
              <span aria-hidden="true">{label}</span>
              <CustomDateInput label={`${title} ${label.toLocaleLowerCase()}`} saved={customDay(side)} onCommit={(day) => setCustom(side, day)} />
            </div>
          ))}
        </div>
      )}
    </fieldset>
  );
}
