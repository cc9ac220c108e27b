import { FieldFrame } from "../../components/FieldFrame";
import { useFieldIds } from "../../components/useFieldIds";

export interface SelectOption {
  value: string;
  label: string;
}

interface Props {
  label: string;
  value: string;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
  disabled?: boolean;
}

/** A labelled native select in the fields' frame: State and Priority in the dialog and the sidebar. */
export function SelectField({ label, value, options, onChange, disabled }: Props) {
  const ids = useFieldIds(undefined, undefined, undefined);
  return (
    <FieldFrame ids={ids}>
      <label className="field__label" htmlFor={ids.control}>
        {label}
      </label>
      <select id={ids.control} className="field__select" value={value} disabled={disabled} onChange={(event) => onChange(event.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
