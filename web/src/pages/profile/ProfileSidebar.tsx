import { Link, useLocation } from "wouter";

/** SPEC.md section 2, "Profile": the settings pages. Paths are relative to /profile. */
export const PROFILE_PAGES = [
  { label: "Profile", path: "/" },
  { label: "Security", path: "/security/" },
  { label: "Activity", path: "/activity/" },
  { label: "Appearance", path: "/appearance/" },
  { label: "Notifications", path: "/notifications/" },
] as const;

function normalise(path: string): string {
  return path.endsWith("/") ? path : `${path}/`;
}

export function ProfileSidebar() {
  const [location] = useLocation();
  return (
    <nav aria-label="Profile settings" className="sidebar-nav">
      <Link href="~/" className="sidebar-nav__item sidebar-nav__back">
        <span aria-hidden="true">←</span> Back to home
      </Link>
      <ul className="sidebar-nav__list">
        {PROFILE_PAGES.map((page) => (
          <li key={page.path}>
            <Link href={page.path} className="sidebar-nav__item" aria-current={normalise(location) === page.path ? "page" : undefined}>
              {page.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
