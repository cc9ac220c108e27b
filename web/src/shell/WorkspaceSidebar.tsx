import { Link } from "wouter";
import { usePathname } from "wouter/use-browser-location";
import { workspaceSettingsEntry } from "../pages/workspaceSettings/settingsPages";
import { isGuest } from "../stores/memberRules";
import { NotificationBell } from "./NotificationBell";

interface SidebarItem {
  label: string;
  path: string;
  /** Guests do not see it (SPEC.md section 2). */
  membersOnly: boolean;
  /** Current on the pages under its path too (a profile's tabs), not only on the path itself. */
  section?: boolean;
  /** Shows the unread count (the bell). */
  bell?: boolean;
}

/** SPEC.md section 2, "Workspace sidebar"; paths are relative to /{workspaceSlug}. */
export const WORKSPACE_SIDEBAR_ITEMS: readonly SidebarItem[] = [
  { label: "Home", path: "/", membersOnly: false },
  { label: "Notifications", path: "/notifications/", membersOnly: false, bell: true },
  { label: "Projects", path: "/projects/", membersOnly: false },
  { label: "Views", path: "/workspace-views/all-issues/", membersOnly: false },
  { label: "Analytics", path: "/analytics/", membersOnly: true },
  { label: "Your work", path: "/profile/", membersOnly: true, section: true },
  { label: "Drafts", path: "/drafts/", membersOnly: true },
  { label: "Archives", path: "/projects/archives/", membersOnly: true },
];

interface Props {
  /** The open workspace; without one the items are listed but lead nowhere yet. */
  slug?: string;
  /** The signed-in person's role there. */
  role?: number;
  /** The open workspace's id, which the bell's live counts name. */
  workspaceId?: string;
}

export function WorkspaceSidebar({ slug, role, workspaceId }: Props) {
  const pathname = usePathname();
  if (!slug) {
    return (
      <nav aria-label="Workspace" className="sidebar-nav">
        <ul className="sidebar-nav__list">
          {WORKSPACE_SIDEBAR_ITEMS.map((item) => (
            <li key={item.label}>
              <span className="sidebar-nav__item sidebar-nav__item--unavailable">
                {item.label}
                <span className="visually-hidden"> (needs a workspace)</span>
              </span>
            </li>
          ))}
        </ul>
        <p className="sidebar-nav__note">Create or join a workspace to use these.</p>
      </nav>
    );
  }
  const items = WORKSPACE_SIDEBAR_ITEMS.filter((item) => !item.membersOnly || !isGuest(role));
  const settingsPath = `/${slug}/settings/`;
  const settingsEntry = workspaceSettingsEntry(role);
  return (
    <nav aria-label="Workspace" className="sidebar-nav">
      <ul className="sidebar-nav__list">
        {items.map((item) => {
          const href = `/${slug}${item.path}`;
          return (
            <li key={item.label}>
              <Link href={`~${href}`} className="sidebar-nav__item" aria-current={pathname === href || (item.section && pathname.startsWith(href)) ? "page" : undefined}>
                {item.label}
                {item.bell && workspaceId && <NotificationBell slug={slug} workspaceId={workspaceId} />}
              </Link>
            </li>
          );
        })}
      </ul>
      {settingsEntry && (
        <ul className="sidebar-nav__list">
          <li>
            <Link href={`~/${slug}${settingsEntry}`} className="sidebar-nav__item" aria-current={pathname.startsWith(settingsPath) ? "page" : undefined}>
              Workspace settings
            </Link>
          </li>
        </ul>
      )}
    </nav>
  );
}
