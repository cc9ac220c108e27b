import { canAdministerWorkspace } from "../../../../api/contract/workspaceRoles";
import { isGuest } from "../../stores/memberRules";

/**
 * Who may open a workspace settings page. SPEC.md section 2 makes them admin only; API tokens are
 * everyone's own (issue 14): members make theirs there, and a guest is told there why they cannot.
 */
export type WorkspacePageAccess = "admins" | "everyone";

export interface WorkspaceSettingsPage {
  label: string;
  /** Relative to /{slug}/settings, ending in "/" as SettingsNav expects. */
  path: string;
  access: WorkspacePageAccess;
}

export const WORKSPACE_SETTINGS_PAGES: readonly WorkspaceSettingsPage[] = [
  { label: "General", path: "/", access: "admins" },
  { label: "Members", path: "/members/", access: "admins" },
  { label: "Billing and plans", path: "/billing/", access: "admins" },
  { label: "Exports", path: "/exports/", access: "admins" },
  { label: "Webhooks", path: "/webhooks/", access: "admins" },
  { label: "API tokens", path: "/api-tokens/", access: "everyone" },
];

export function mayOpenSettingsPage(access: WorkspacePageAccess, role: number | undefined): boolean {
  return access === "everyone" || canAdministerWorkspace(role);
}

/**
 * Where the sidebar's "Workspace settings" leads, relative to /{slug}: the first page the role may open.
 * Guests get no link: the one page open to them only says that they cannot make tokens.
 */
export function workspaceSettingsEntry(role: number | undefined): string | null {
  if (role === undefined || isGuest(role)) return null;
  const first = WORKSPACE_SETTINGS_PAGES.find((page) => mayOpenSettingsPage(page.access, role));
  return first ? `/settings${first.path}` : null;
}
