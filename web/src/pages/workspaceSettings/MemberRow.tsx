import type { RoleValue, WorkspaceMember } from "../../http/types";
import { assignableRoles, canManageMember, type Actor } from "../../stores/memberRules";
import { MemberTableRow } from "../members/MemberTableRow";

interface Props {
  entry: WorkspaceMember;
  actor: Actor;
  onRoleChange: (role: RoleValue) => void;
  onRemove: () => void;
  onLeave: () => void;
}

/** One member: who, their role (a select when the actor may change it) and remove or leave. */
export function MemberRow({ entry, actor, ...actions }: Props) {
  return (
    <MemberTableRow
      {...actions}
      person={entry.member}
      role={entry.role}
      isSelf={entry.id === actor.memberId}
      manageable={canManageMember(actor, entry)}
      roleOptions={assignableRoles(actor)}
      joined={entry.joining_date ? new Date(entry.joining_date).toLocaleDateString() : ""}
      leaveLabel="Leave workspace"
    />
  );
}
