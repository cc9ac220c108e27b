import type { RoleValue } from "../../http/types";

interface Props {
  /** The id its label points at. */
  id: string;
  value: RoleValue;
  options: readonly { value: RoleValue; label: string }[];
  onChange: (role: RoleValue) => void;
}

/** A select of roles, for a member's role or a role to give; the label is the caller's. */
export function RoleSelect({ id, value, options, onChange }: Props) {
  return (
    <select id={id} className="field__select" value={value} onChange={(event) => onChange(Number(event.target.value) as RoleValue)}>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
