import type { ProjectMember } from "../../http/types";
import { Avatar } from "../../shell/Avatar";

const SHOWN_AVATARS = 3;

/** An item's assignees as avatars, the first few shown and the rest counted; their names for screen readers. */
export function AssigneeAvatars({ assignees }: { assignees: readonly ProjectMember[] }) {
  return (
    <>
      {assignees.slice(0, SHOWN_AVATARS).map((entry) => (
        <Avatar key={entry.id} name={entry.member.display_name} url={entry.member.avatar_url} size={22} />
      ))}
      {assignees.length > SHOWN_AVATARS && <span className="muted">+{assignees.length - SHOWN_AVATARS}</span>}
      {assignees.length > 0 && <span className="visually-hidden">Assigned to {assignees.map((entry) => entry.member.display_name).join(", ")}</span>}
    </>
  );
}
