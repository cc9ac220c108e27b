import { Link } from "wouter";
import { usePathname } from "wouter/use-browser-location";

type Role = "admin" | "member" | "guest";

interface SidebarItem {
  label: string;
  path: string;
  visibleTo: readonly Role[];
  /** Pages that exist today; the rest arrive with workspaces. */
  available: boolean;
}

const ALL: readonly Role[] = ["admin", "member", "guest"];
const MEMBERS: readonly Role[] = ["admin", "member"];

/** SPEC.md section 2, "Workspace sidebar". Guests will not see the member-only items. */
export const WORKSPACE_SIDEBAR_ITEMS: readonly SidebarItem[] = [
  { label: "Home", path: "/", visibleTo: ALL, available: true },
  { label: "Notifications", path: "/notifications/", visibleTo: ALL, available: false },
  { label: "Projects", path: "/projects/", visibleTo: ALL, available: false },
  { label: "Views", path: "/workspace-views/all-issues/", visibleTo: ALL, available: false },
  { label: "Analytics", path: "/analytics/", visibleTo: MEMBERS, available: false },
  { label: "Your work", path: "/profile/", visibleTo: MEMBERS, available: false },
  { label: "Drafts", path: "/drafts/", visibleTo: MEMBERS, available: false },
  { label: "Archives", path: "/projects/archives/", visibleTo: MEMBERS, available: false },
];

/**
 * Without a workspace there is nowhere for most items to go yet: they are listed, marked as not yet
 * available, and are not links, so nobody lands on an empty page.
 */
export function WorkspaceSidebar() {
  const pathname = usePathname();
  return (
    <nav aria-label="Workspace" className="sidebar-nav">
      <ul className="sidebar-nav__list">
        {WORKSPACE_SIDEBAR_ITEMS.map((item) => (
          <li key={item.label}>
            {item.available ? (
              <Link href={`~${item.path}`} className="sidebar-nav__item" aria-current={pathname === item.path ? "page" : undefined}>
                {item.label}
              </Link>
            ) : (
              <span className="sidebar-nav__item sidebar-nav__item--unavailable">
                {item.label}
                <span className="visually-hidden"> (arrives with workspaces)</span>
              </span>
            )}
          </li>
        ))}
      </ul>
      <p className="sidebar-nav__note">Notifications, projects and the rest of this list arrive with workspaces in the next release.</p>
    </nav>
  );
}
