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
}

export const layout = proxy<LayoutStore>({
  collapsed: Object.fromEntries(SIDEBARS.map((key) => [key, readFlag(key)])) as Record<SidebarKey, boolean>,
  activeSidebar: "main",
  shortcutsHelpOpen: false,
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

export function toggleSidebar(key: SidebarKey = layout.activeSidebar): void {
  setSidebarCollapsed(key, !layout.collapsed[key]);
}

export function setActiveSidebar(key: SidebarKey): void {
  layout.activeSidebar = key;
}

export function setShortcutsHelpOpen(open: boolean): void {
  layout.shortcutsHelpOpen = open;
}
