import { useId, useEffect, useRef, type ReactNode } from "react";
import { useSnapshot } from "valtio";
import { CommandPalette } from "../commands/CommandPalette";
import { ShortcutsDialog } from "../commands/ShortcutsDialog";
import { useCommandShortcuts } from "../commands/useCommandShortcuts";
import { CairnMark } from "../components/AuthLayout";
import { DismissButton } from "../components/DismissButton";
import { ConnectionIndicator } from "../realtime";
import { layout, setActiveSidebar, toggleSidebar, type SidebarKey } from "../stores/layout";
import { UserMenu } from "./UserMenu";
import { useNarrowViewport } from "./useNarrowViewport";
import { useSidebarDrawer } from "./useSidebarDrawer";
import "./AppShell.css";

interface Props {
  /** Which remembered collapsed flag this sidebar uses (SPEC.md section 2). */
  sidebarKey: SidebarKey;
  sidebarLabel: string;
  sidebar: ReactNode;
  children: ReactNode;
}

/**
 * The frame of every signed-in page: a collapsible sidebar, a top bar with the user menu, the page. On a
 * narrow window the sidebar is a drawer over the page instead, hidden until the menu button opens it.
 */
export function AppShell({ sidebarKey, sidebarLabel, sidebar, children }: Props) {
  const { collapsed, drawerOpen } = useSnapshot(layout);
  const narrow = useNarrowViewport();
  const isCollapsed = collapsed[sidebarKey];
  const drawerShown = narrow && drawerOpen;
  const sidebarHidden = narrow ? !drawerOpen : isCollapsed;
  const sidebarId = useId();
  const sidebarRef = useRef<HTMLElement>(null);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const drawer = useSidebarDrawer({ open: drawerShown, narrow, sidebarRef, menuButtonRef });
  useCommandShortcuts();
  useEffect(() => setActiveSidebar(sidebarKey), [sidebarKey]);

  const buttonLabel = narrow ? (drawerOpen ? "Close menu" : "Open menu") : isCollapsed ? "Show sidebar" : "Hide sidebar";

  return (
    <div className="app-shell" data-sidebar-collapsed={isCollapsed}>
      <a className="skip-link" href="#main-content">
        Skip to content
      </a>
      <aside ref={sidebarRef} id={sidebarId} className="app-shell__sidebar" aria-label={sidebarLabel} hidden={sidebarHidden} onKeyDown={drawer.onSidebarKeyDown}>
        <div className="app-shell__brand">
          <CairnMark />
          Cairn
          {narrow && (
            <span className="app-shell__drawer-close">
              <DismissButton label="Close menu" onClick={drawer.close} size="large" />
            </span>
          )}
        </div>
        {sidebar}
      </aside>
      {drawerShown && <div className="app-shell__scrim" aria-hidden="true" onClick={drawer.close} />}
      {/* While the drawer is open the page behind it is inert, so focus and reading stay in the drawer. */}
      <div className="app-shell__body" inert={drawerShown}>
        <header className="app-shell__topbar">
          <button
            ref={menuButtonRef}
            type="button"
            className="icon-button"
            aria-controls={sidebarId}
            aria-expanded={!sidebarHidden}
            aria-keyshortcuts="["
            title={`${buttonLabel} ( [ )`}
            onClick={() => toggleSidebar(sidebarKey)}
          >
            <span aria-hidden="true">☰</span>
            <span className="visually-hidden">{buttonLabel}</span>
          </button>
          <div className="app-shell__topbar-end">
            <ConnectionIndicator />
            <UserMenu />
          </div>
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
