import type { Project, RoleValue } from "../../http/types";

interface Props {
  slug: string;
  project: Project;
  /** The signed-in person's workspace role. */
  workspaceRole: RoleValue;
  /** Called with the project as the server returned it after a settings change. */
  onProjectChange: (project: Project) => void;
}

/** /{workspaceSlug}/projects/{projectId}/settings/...: placeholder until the settings screens land. */
export default function ProjectSettings({ project }: Props) {
  return <p>Settings of {project.name}</p>;
}
