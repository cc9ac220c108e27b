import { useId } from "react";

interface Props {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}

/** A labelled native select: one row of the Display menu. */
export function DisplaySelect({ label, value, options, onChange }: Props) {
  const id = useId();
  return (
    <div className="display-menu__row">
      <label htmlFor={id}>{label}</label>
      <select id={id} className="display-menu__select" value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
