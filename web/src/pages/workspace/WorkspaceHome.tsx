import { Link } from "wouter";
import { useSnapshot } from "valtio";
import { ROLE, roleName } from "../../../../api/contract/roles";
import { useDocumentTitle } from "../../shell/useDocumentTitle";
import { session } from "../../stores/session";
import { workspaces } from "../../stores/workspaces";

/** /{slug}/: the workspace's home. Its dashboard widgets are not built; this says so. */
export function WorkspaceHome() {
  const { user } = useSnapshot(session);
  const { current, membership } = useSnapshot(workspaces);
  useDocumentTitle(current ? `Home · ${current.name}` : "Home");
  if (!current || !user) return null;
  const name = user.first_name || user.display_name;
  const role = membership?.role ?? current.role;
  return (
    <div className="workspace-page">
      <h1>Welcome{name ? `, ${name}` : ""}</h1>
      <p className="muted">
        You are {role === ROLE.ADMIN ? "an admin" : `a ${roleName(role).toLowerCase()}`} of <strong>{current.name}</strong>
        {current.total_members ? `, with ${current.total_members} ${current.total_members === 1 ? "member" : "members"}` : ""}.
      </p>
      <div className="empty-state">
        <p className="empty-state__title">The home dashboard is not built yet</p>
        <p className="muted">Cairn does not have recent work, stickies or quick links yet. Your projects and their work items are under Projects in the sidebar.</p>
      </div>
      {role === ROLE.ADMIN && (
        <p>
          <Link href={`~/${current.slug}/settings/members/`}>Invite people to {current.name}</Link>
        </p>
      )}
    </div>
  );
}
