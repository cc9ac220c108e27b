import { useEffect, useRef } from "react";
import { Link, useLocation } from "wouter";

export interface SettingsPage {
  label: string;
  /** Relative to the settings route's base, ending in "/". */
  path: string;
}

interface Props {
  /** The nav landmark's name, e.g. "Profile settings". */
  label: string;
  backHref: string;
  backLabel: string;
  pages: readonly SettingsPage[];
}

// wouter reports "/members" and "/members/" alike; pages are listed with the trailing slash.
const normalise = (path: string) => (path.endsWith("/") ? path : `${path}/`);

/**
 * The sidebar of a settings area: a way back, then its pages with the current one marked. On a phone it
 * may be a row of tabs that scrolls sideways, so the current page is brought into view.
 */
export function SettingsNav({ label, backHref, backLabel, pages }: Props) {
  const [location] = useLocation();
  const navRef = useRef<HTMLElement>(null);

  useEffect(() => {
    navRef.current?.querySelector("[aria-current='page']")?.scrollIntoView({ block: "nearest", inline: "nearest" });
  }, [location]);

  return (
    <nav ref={navRef} aria-label={label} className="sidebar-nav">
      <Link href={backHref} className="sidebar-nav__item sidebar-nav__back">
        <span aria-hidden="true">←</span> {backLabel}
      </Link>
      <ul className="sidebar-nav__list">
        {pages.map((page) => (
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
