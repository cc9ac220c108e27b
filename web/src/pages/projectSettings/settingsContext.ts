import type { Project } from "../../http/types";

/** What every project settings page is given: where it is, and the person's effective project role. */
export interface SettingsPageProps {
  slug: string;
  project: Project;
  /** effectiveProjectRole(workspace role, project.member_role); null when the person has none. */
  role: number | null;
}
