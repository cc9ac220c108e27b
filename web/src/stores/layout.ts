import { proxy } from "valtio";

/** SPEC.md section 2: the sidebars whose collapsed flag this browser remembers. */
export const SIDEBARS = [
  "main",
  "extended",
  "extendedProject",
  "profile",
  "workspaceAnalytics",
  "issueDetail",
  "epicDetail",
  "initiatives",
  "projectOverview",
] as const;
export type SidebarKey = (typeof SIDEBARS)[number];

/**
 * Below this width the sidebar is a drawer. The stylesheets use the same 48rem (768 px) in their @media
 * rules; a rem in a media query is the browser's default font size, so the two always agree.
 */
export const NARROW_VIEWPORT_QUERY = "(max-width: 48rem)";

export function isNarrowViewport(): boolean {
  return window.matchMedia(NARROW_VIEWPORT_QUERY).matches;
}

const storageKey = (key: SidebarKey) => `cairn:sidebar-collapsed:${key}`;

function readFlag(key: SidebarKey): boolean {
  try {
    return localStorage.getItem(storageKey(key)) === "true";
  } catch {
    return false;
  }
}

interface LayoutStore {
  collapsed: Record<SidebarKey, boolean>;
  /** The sidebar the current page shows, which the "toggle sidebar" command acts on. */
  activeSidebar: SidebarKey;
  shortcutsHelpOpen: boolean;
  /** On a narrow screen the sidebar is a drawer; whether it is open is never remembered. */
  drawerOpen: boolean;
}

export const layout = proxy<LayoutStore>({
  collapsed: Object.fromEntries(SIDEBARS.map((key) => [key, readFlag(key)])) as Record<SidebarKey, boolean>,
  activeSidebar: "main",
  shortcutsHelpOpen: false,
  drawerOpen: false,
});

export function setSidebarCollapsed(key: SidebarKey, collapsed: boolean): void {
  layout.collapsed[key] = collapsed;
  try {
    localStorage.setItem(storageKey(key), String(collapsed));
  } catch (error) {
    // SPEC.md section 8: sidebar preference failures are only logged.
    console.warn("Could not keep the sidebar preference", error);
  }
}

/** On a narrow screen this opens or closes the drawer and leaves the desktop's collapsed flag alone. */
export function toggleSidebar(key: SidebarKey = layout.activeSidebar): void {
  if (isNarrowViewport()) setDrawerOpen(!layout.drawerOpen);
  else setSidebarCollapsed(key, !layout.collapsed[key]);
}

export function setDrawerOpen(open: boolean): void {
  layout.drawerOpen = open;
}

export function setActiveSidebar(key: SidebarKey): void {
  layout.activeSidebar = key;
}

export function setShortcutsHelpOpen(open: boolean): void {
  layout.shortcutsHelpOpen = open;
}
