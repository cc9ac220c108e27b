import { useEffect, useState } from "react";
import { useSnapshot } from "valtio";
import { TypeToConfirmDialog } from "../../components/TypeToConfirmDialog";
import type { Project, RoleValue } from "../../http/types";
import { deleteProject, loadArchivedProjects, projects, restoreProject } from "../../stores/projects";
import { showToast } from "../../stores/toasts";
import { ArchivedProjectRow } from "./ArchivedProjectRow";
import { EmptyProjects, ListStatus } from "./ListStatus";
import { matchesSearch } from "./projectFilters";

interface Props {
  slug: string;
  workspaceRole: RoleValue;
  search: string;
}

/** /{slug}/projects/archives/: archived projects, restored with one click or deleted after typing the name. */
export function ArchivedProjects({ slug, workspaceRole, search }: Props) {
  const { archived, archivedState } = useSnapshot(projects);
  const [deleting, setDeleting] = useState<Project | null>(null);

  useEffect(() => {
    void loadArchivedProjects(slug);
  }, [slug]);

  const shown = (archived as Project[]).filter((project) => matchesSearch(project, search));

  return (
    <ListStatus state={archivedState} onRetry={() => void loadArchivedProjects(slug)}>
      {shown.length > 0 ? (
        <ul className="card-list" aria-label="Projects">
          {shown.map((project) => (
            <ArchivedProjectRow
              key={project.id}
              project={project}
              workspaceRole={workspaceRole}
              onRestore={() => void restoreProject(slug, project.id)}
              onDelete={() => setDeleting(project)}
            />
          ))}
        </ul>
      ) : search.trim() ? (
        <EmptyProjects title="No matching archived projects" message={`No archived project name or identifier contains “${search.trim()}”.`} />
      ) : (
        <EmptyProjects title="No archived projects" message="Projects an admin archives are kept here, out of the way, until they are restored or deleted." />
      )}
      <TypeToConfirmDialog
        // A fresh dialog per project, so the typed name never carries over to another one.
        key={deleting?.id}
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={`Delete ${deleting?.name ?? "project"}?`}
        description={
          <>
            Its work items, cycles, modules and pages are deleted for good; this cannot be undone. Type <strong>{deleting?.name}</strong> to confirm.
          </>
        }
        fieldLabel="Project name"
        fieldName="confirm-project-name"
        matches={(typed) => typed.trim() === deleting?.name}
        confirmLabel="Delete project"
        failureTitle="Project not deleted"
        action="delete the project"
        onConfirm={async () => {
          if (!deleting) return;
          await deleteProject(slug, deleting.id);
          showToast({ tone: "success", title: `${deleting.name} deleted` });
          setDeleting(null);
        }}
      />
    </ListStatus>
  );
}
