import { useId } from "react";
import { roleName } from "../../../../api/contract/roles";
import { Button } from "../../components/Button";
import type { MemberPerson, RoleValue } from "../../http/types";
import { Avatar } from "../../shell/Avatar";
import { personName } from "./personName";
import { RoleSelect } from "./RoleSelect";

interface Props {
  person: MemberPerson;
  role: RoleValue;
  isSelf: boolean;
  /** The viewer may change this member's role and remove them; never true for themselves. */
  manageable: boolean;
  /** The roles the viewer may give this member. */
  roleOptions: readonly { value: RoleValue; label: string }[];
  /** Already formatted; "" when not known. */
  joined: string;
  /** "Leave workspace" or "Leave project". */
  leaveLabel: string;
  onRoleChange: (role: RoleValue) => void;
  onRemove: () => void;
  onLeave: () => void;
}

/** One row of a members table: who, their role (a select when manageable), when they joined, remove or leave. */
export function MemberTableRow({ person, role, isSelf, manageable, roleOptions, joined, leaveLabel, onRoleChange, onRemove, onLeave }: Props) {
  const selectId = useId();
  const name = personName(person);
  // The current role stays listed even when it is above what the viewer may give.
  const options = roleOptions.some((option) => option.value === role) ? roleOptions : [...roleOptions, { value: role, label: roleName(role) }];

  return (
    <tr>
      <td>
        <div className="members-table__person">
          <Avatar name={name} url={person.avatar_url} />
          <div>
            <div>
              {name}
              {isSelf && <span className="muted"> (you)</span>}
            </div>
            <div className="members-table__email">{person.email}</div>
          </div>
        </div>
      </td>
      <td>
        {manageable ? (
          <>
            <label htmlFor={selectId} className="visually-hidden">
              Role of {name}
            </label>
            <RoleSelect id={selectId} value={role} options={options} onChange={onRoleChange} />
          </>
        ) : (
          roleName(role)
        )}
      </td>
      <td>{joined}</td>
      <td>
        {isSelf ? (
          <Button variant="ghost" onClick={onLeave}>
            {leaveLabel}
          </Button>
        ) : manageable ? (
          <Button variant="ghost" onClick={onRemove} aria-label={`Remove ${name}`}>
            Remove
          </Button>
        ) : null}
      </td>
    </tr>
  );
}
