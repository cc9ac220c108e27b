import { useId } from "react";
import type { RoleValue } from "../../http/types";
import { RoleSelect } from "./RoleSelect";

interface Props {
  value: RoleValue;
  options: readonly { value: RoleValue; label: string }[];
  onChange: (role: RoleValue) => void;
}

/** The "Role" field of one row in the invite and add-members dialogs. */
export function RoleField(props: Props) {
  const id = useId();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        Role
      </label>
      <RoleSelect id={id} {...props} />
    </div>
  );
}
