import { canAdministerProject, canEditProjectContent } from "../../../../api/contract/projectRoles";

/** Who may open a settings page (SPEC.md section 2, "Project settings"). */
export type PageAccess = "everyone" | "members" | "admins";

export interface ProjectSettingsPage {
  label: string;
  /** Relative to /{slug}/projects/{projectId}/settings, ending in "/" as SettingsNav expects. */
  path: string;
  access: PageAccess;
}

export const PROJECT_SETTINGS_PAGES: readonly ProjectSettingsPage[] = [
  { label: "General", path: "/", access: "everyone" },
  { label: "Members", path: "/members/", access: "members" },
  { label: "States", path: "/states/", access: "members" },
  { label: "Labels", path: "/labels/", access: "members" },
  { label: "Features", path: "/features/", access: "admins" },
  { label: "Estimates", path: "/estimates/", access: "admins" },
  { label: "Automations", path: "/automations/", access: "admins" },
];

/** `role` is the effective project role (effectiveProjectRole); null when the person has none. */
export function mayOpen(access: PageAccess, role: number | null): boolean {
  if (access === "admins") return canAdministerProject(role);
  if (access === "members") return canEditProjectContent(role);
  return true;
}

/** The sentence of the refusal screen naming who can open the page. */
export function whoMayOpen(access: PageAccess): string {
  return access === "admins" ? "project admins" : "project admins and members";
}
