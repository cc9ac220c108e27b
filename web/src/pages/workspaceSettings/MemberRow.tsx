import { roleName } from "../../../../api/contract/roles";
import { useId } from "react";
import { Avatar } from "../../layouts/Avatar";
import type { RoleValue, WorkspaceMember } from "../../http/types";
import { assignableRoles, canManageMember, type Actor } from "../../stores/memberRules";
import { Button } from "../../components/Button";

interface Props {
  entry: WorkspaceMember;
  actor: Actor;
  onRoleChange: (role: RoleValue) => void;
  onRemove: () => void;
  onLeave: () => void;
}

/** One member: who, their role (a select when the actor may change it) and remove or leave. */
export function MemberRow({ entry, actor, onRoleChange, onRemove, onLeave }: Props) {
  const selectId = useId();
  const person = entry.member;
  const name = person.display_name || [person.first_name, person.last_name].filter(Boolean).join(" ") || person.email;
  const isSelf = entry.id === actor.memberId;
  const manageable = canManageMember(actor, entry);
  // The current role stays listed even when above what the actor may give.
  const options = assignableRoles(actor).some((option) => option.value === entry.role)
    ? assignableRoles(actor)
    : [...assignableRoles(actor), { value: entry.role, label: roleName(entry.role) }];

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
            <select id={selectId} className="field__select" value={entry.role} onChange={(event) => onRoleChange(Number(event.target.value) as RoleValue)}>
              {options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </>
        ) : (
          roleName(entry.role)
        )}
      </td>
      <td>{entry.joining_date ? new Date(entry.joining_date).toLocaleDateString() : ""}</td>
      <td>
        {isSelf ? (
          <Button variant="ghost" onClick={onLeave}>
            Leave workspace
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
