import type { ProjectMember, RoleValue } from "../../http/types";
import { MemberTableRow } from "../members/MemberTableRow";
import { projectRoleChoices } from "./memberRoles";

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
export function ProjectMemberRow({ entry, isSelf, manageable, workspaceRole, ...actions }: Props) {
  return (
    <MemberTableRow
      {...actions}
      person={entry.member}
      role={entry.role}
      isSelf={isSelf}
      manageable={manageable && !isSelf}
      roleOptions={projectRoleChoices(workspaceRole)}
      joined={new Date(entry.created_at).toLocaleDateString()}
      leaveLabel="Leave project"
    />
  );
}
