import { canAdministerProject, effectiveProjectRole } from "../../../../api/contract/projectRoles";
import { Button } from "../../components/Button";
import type { Project, RoleValue } from "../../http/types";
import { ProjectRowSummary } from "./ProjectRowSummary";

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
      <ProjectRowSummary project={project} name={project.name}>
        {project.archived_at && <span className="project-meta">Archived {new Date(project.archived_at).toLocaleDateString()}</span>}
      </ProjectRowSummary>
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
