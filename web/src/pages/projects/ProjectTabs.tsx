import { useRef, type KeyboardEvent } from "react";
import { useLocation } from "wouter";
import type { ProjectsView } from "./projectFilters";

interface Tab {
  view: ProjectsView;
  label: string;
  /** Relative to the workspace. */
  href: string;
}

const TABS: readonly Tab[] = [
  { view: "all", label: "All projects", href: "/projects/" },
  { view: "mine", label: "My projects", href: "/projects/?scope=mine" },
  { view: "archived", label: "Archived", href: "/projects/archives/" },
];

export const tabId = (view: ProjectsView) => `projects-tab-${view}`;
export const PANEL_ID = "projects-panel";

interface Props {
  view: ProjectsView;
  /** Guests do not get the archives (SPEC.md section 2). */
  showArchived: boolean;
}

/**
 * The project scope tabs (WAI-ARIA tabs, automatic activation): each tab is an address, so the
 * browser's back button and a shared link land on the same tab. Arrow keys, Home and End move.
 */
export function ProjectTabs({ view, showArchived }: Props) {
  const [, navigate] = useLocation();
  const listRef = useRef<HTMLDivElement>(null);
  const tabs = TABS.filter((tab) => showArchived || tab.view !== "archived");

  const select = (tab: Tab, focus: boolean) => {
    navigate(tab.href);
    if (focus) listRef.current?.querySelector<HTMLElement>(`#${tabId(tab.view)}`)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.view === view);
    const next =
      event.key === "ArrowRight" ? index + 1 : event.key === "ArrowLeft" ? index - 1 : event.key === "Home" ? 0 : event.key === "End" ? tabs.length - 1 : null;
    if (next === null) return;
    event.preventDefault();
    const tab = tabs[(next + tabs.length) % tabs.length];
    if (tab) select(tab, true);
  };

  return (
    <div ref={listRef} role="tablist" aria-label="Project scope" className="project-tabs" onKeyDown={onKeyDown}>
      {tabs.map((tab) => {
        const selected = tab.view === view;
        return (
          <button
            key={tab.view}
            id={tabId(tab.view)}
            type="button"
            role="tab"
            className="project-tabs__tab"
            aria-selected={selected}
            aria-controls={selected ? PANEL_ID : undefined}
            tabIndex={selected ? 0 : -1}
            onClick={() => select(tab, false)}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
