import { useId } from "react";
import { roleName } from "../../../../api/contract/roles";
import { Button } from "../../components/Button";
import type { ProjectMember, RoleValue } from "../../http/types";
import { Avatar } from "../../layouts/Avatar";
import { personName, projectRoleChoices } from "./memberRoles";

interface Props {
  entry: ProjectMember;
  isSelf: boolean;
  /** Project admins change roles and remove others; nobody changes their own role. */
  manageable: boolean;
  /** The person's workspace role, which caps their project role; undefined until known. */
  workspaceRole: number | undefined;
  onRoleChange: (role: RoleValue) => void;
  onRemove: () => void;
  onLeave: () => void;
}

/** One project member: who, their role (a select for admins) and remove or leave. */
export function ProjectMemberRow({ entry, isSelf, manageable, workspaceRole, onRoleChange, onRemove, onLeave }: Props) {
  const selectId = useId();
  const person = entry.member;
  const name = personName(person);
  const choices = projectRoleChoices(workspaceRole);
  // The current role stays listed even when the workspace role has since dropped below it.
  const options = choices.some((option) => option.value === entry.role) ? choices : [...choices, { value: entry.role, label: roleName(entry.role) }];

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
        {manageable && !isSelf ? (
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
      <td>{new Date(entry.created_at).toLocaleDateString()}</td>
      <td>
        {isSelf ? (
          <Button variant="ghost" onClick={onLeave}>
            Leave project
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
