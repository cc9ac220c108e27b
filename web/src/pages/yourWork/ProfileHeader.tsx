import { useEffect, useRef } from "react";
import { Link } from "wouter";
import { usePathname } from "wouter/use-browser-location";
import type { Snapshot } from "valtio";
import { Avatar } from "../../shell/Avatar";
import type { ProfileOverview } from "../../stores/yourWork";

interface Props {
  /** The profile's address, /{slug}/profile/{userId}. */
  base: string;
  self: boolean;
  /** Null until loaded. */
  overview: Snapshot<ProfileOverview> | null;
}

/** SPEC.md section 2, "Profile tabs", at Plane's addresses; the lists' tabs carry their counts. */
const TABS = [
  { label: "Summary", path: "/", count: null },
  { label: "Assigned", path: "/assigned/", count: "assigned_issues" },
  { label: "Created", path: "/created/", count: "created_issues" },
  { label: "Subscribed", path: "/subscribed/", count: "subscribed_issues" },
  { label: "Activity", path: "/activity/", count: null },
] as const;

const joined = (iso: string) => new Date(iso).toLocaleDateString(undefined, { day: "numeric", month: "long", year: "numeric" });

/** Who the profile is about, and its tabs as links, so a shared address opens the same tab. */
export function ProfileHeader({ base, self, overview }: Props) {
  const pathname = usePathname();
  const here = pathname.endsWith("/") ? pathname : `${pathname}/`;
  const tabsRef = useRef<HTMLElement>(null);
  // On a narrow screen the tabs scroll sideways: the open one is brought into view.
  useEffect(() => {
    tabsRef.current?.querySelector('[aria-current="page"]')?.scrollIntoView({ block: "nearest", inline: "nearest" });
  }, [here]);
  const person = overview?.summary.user_data;
  const fullName = person ? `${person.first_name} ${person.last_name}`.trim() : "";
  return (
    <header className="your-work__header">
      <div className="your-work__person">
        {person && <Avatar name={person.display_name} url={person.avatar_url} size={48} />}
        <div className="your-work__who">
          <h1 id="your-work-title">{self ? "Your work" : (person?.display_name ?? "Member")}</h1>
          <p className="muted">
            {person
              ? [self ? person.display_name : null, fullName && fullName !== person.display_name ? fullName : null, `joined ${joined(person.date_joined)}`].filter(Boolean).join(" · ")
              : "Loading…"}
          </p>
        </div>
      </div>
      <nav ref={tabsRef} aria-label="Profile" className="your-work__tabs">
        {TABS.map((tab) => {
          const href = `${base}${tab.path}`;
          const count = tab.count && overview ? overview.stats[tab.count] : null;
          return (
            <Link key={tab.path} href={`~${href}`} className="your-work__tab" aria-current={here === href ? "page" : undefined}>
              {tab.label}
              {count !== null && <span className="your-work__tab-count">{count}</span>}
            </Link>
          );
        })}
      </nav>
    </header>
  );
}
