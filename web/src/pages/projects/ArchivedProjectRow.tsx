import { canAdministerProject, effectiveProjectRole } from "../../../../api/contract/projectRoles";
import { Button } from "../../components/Button";
import type { Project, RoleValue } from "../../http/types";
import { descriptionExcerpt } from "./projectFilters";
import { ProjectVisibility } from "./ProjectVisibility";

interface Props {
  project: Project;
  workspaceRole: RoleValue;
  onRestore: () => void;
  onDelete: () => void;
}

/** One archived project: when it was archived and, for its admins, restore or delete for good. */
export function ArchivedProjectRow({ project, workspaceRole, onRestore, onDelete }: Props) {
  const isAdmin = canAdministerProject(effectiveProjectRole(workspaceRole, project.member_role));
  return (
    <li className="project-row">
      <span className="project-row__identifier" aria-hidden="true">
        {project.identifier}
      </span>
      <div className="project-row__main">
        <h2 className="project-row__name">
          {project.name}
          <span className="visually-hidden">, identifier {project.identifier}</span>
        </h2>
        {project.description && <p className="project-row__description muted">{descriptionExcerpt(project.description)}</p>}
        <p className="project-row__meta">
          <ProjectVisibility network={project.network} />
          {project.archived_at && <span className="project-meta">Archived {new Date(project.archived_at).toLocaleDateString()}</span>}
        </p>
      </div>
      {isAdmin && (
        <div className="project-row__actions">
          <Button variant="secondary" onClick={onRestore} aria-label={`Restore ${project.name}`}>
            Restore
          </Button>
          <Button variant="ghost" onClick={onDelete} aria-label={`Delete ${project.name}`}>
            Delete
          </Button>
        </div>
      )}
    </li>
  );
}
