import { useEffect, useId, type ReactNode } from "react";
import { useSnapshot } from "valtio";
import { CommandPalette } from "../commands/CommandPalette";
import { ShortcutsDialog } from "../commands/ShortcutsDialog";
import { useCommandShortcuts } from "../commands/useCommandShortcuts";
import { CairnMark } from "../components/AuthLayout";
import { layout, setActiveSidebar, toggleSidebar, type SidebarKey } from "../stores/layout";
import { UserMenu } from "./UserMenu";
import "./AppShell.css";

interface Props {
  /** Which remembered collapsed flag this sidebar uses (SPEC.md section 2). */
  sidebarKey: SidebarKey;
  sidebarLabel: string;
  sidebar: ReactNode;
  children: ReactNode;
}

/** The frame of every signed-in page: a collapsible sidebar, a top bar with the user menu, the page. */
export function AppShell({ sidebarKey, sidebarLabel, sidebar, children }: Props) {
  const { collapsed } = useSnapshot(layout);
  const isCollapsed = collapsed[sidebarKey];
  const sidebarId = useId();
  useCommandShortcuts();
  useEffect(() => setActiveSidebar(sidebarKey), [sidebarKey]);

  return (
    <div className="app-shell" data-sidebar-collapsed={isCollapsed}>
      <a className="skip-link" href="#main-content">
        Skip to content
      </a>
      <aside id={sidebarId} className="app-shell__sidebar" aria-label={sidebarLabel} hidden={isCollapsed}>
        <div className="app-shell__brand">
          <CairnMark />
          Cairn
        </div>
        {sidebar}
      </aside>
      <div className="app-shell__body">
        <header className="app-shell__topbar">
          <button
            type="button"
            className="icon-button"
            aria-controls={sidebarId}
            aria-expanded={!isCollapsed}
            aria-keyshortcuts="["
            title={isCollapsed ? "Show sidebar ( [ )" : "Hide sidebar ( [ )"}
            onClick={() => toggleSidebar(sidebarKey)}
          >
            <span aria-hidden="true">☰</span>
            <span className="visually-hidden">{isCollapsed ? "Show sidebar" : "Hide sidebar"}</span>
          </button>
          <UserMenu />
        </header>
        <main id="main-content" className="app-shell__main" tabIndex={-1}>
          {children}
        </main>
      </div>
      <ShortcutsDialog />
      <CommandPalette />
    </div>
  );
}
