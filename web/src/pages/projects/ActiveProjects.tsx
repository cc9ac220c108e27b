import { useEffect, useState } from "react";
import { useSnapshot } from "valtio";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import type { Project, RoleValue } from "../../http/types";
import { archiveProject, leaveProject, loadProjects, projects } from "../../stores/projects";
import { showToast } from "../../stores/toasts";
import { CreateProjectButton } from "./CreateProjectButton";
import { EmptyProjects, ListStatus } from "./ListStatus";
import { isMine, matchesSearch } from "./projectFilters";
import { ProjectRow } from "./ProjectRow";

interface Props {
  slug: string;
  workspaceRole: RoleValue;
  mineOnly: boolean;
  search: string;
  canCreate: boolean;
}

type Pending = { kind: "leave" | "archive"; project: Project } | null;

/** The "All projects" and "My projects" tabs: the loaded list filtered here, so typing never waits on the server. */
export function ActiveProjects({ slug, workspaceRole, mineOnly, search, canCreate }: Props) {
  const { active, activeState } = useSnapshot(projects);
  const [pending, setPending] = useState<Pending>(null);

  useEffect(() => {
    void loadProjects(slug);
  }, [slug]);

  const shown = (active as Project[]).filter((project) => (!mineOnly || isMine(project)) && matchesSearch(project, search));

  return (
    <ListStatus state={activeState} onRetry={() => void loadProjects(slug)}>
      {shown.length > 0 ? (
        <ul className="card-list" aria-label="Projects">
          {shown.map((project) => (
            <ProjectRow
              key={project.id}
              slug={slug}
              project={project}
              workspaceRole={workspaceRole}
              onLeave={() => setPending({ kind: "leave", project })}
              onArchive={() => setPending({ kind: "archive", project })}
            />
          ))}
        </ul>
      ) : search.trim() ? (
        <EmptyProjects title="No matching projects" message={`No project name or identifier contains “${search.trim()}”. Check the spelling or clear the search.`} />
      ) : mineOnly ? (
        <EmptyProjects
          title="You are not in any project yet"
          message="Join a public project from All projects, or create one for your team."
          action={canCreate ? <CreateProjectButton variant="secondary">Create a project</CreateProjectButton> : undefined}
        />
      ) : canCreate ? (
        <EmptyProjects
          title="No projects yet"
          message="Projects hold a team's work items, cycles, modules and pages. Create the first one to get started."
          action={<CreateProjectButton variant="secondary">Create your first project</CreateProjectButton>}
        />
      ) : (
        <EmptyProjects title="No projects yet" message="You have not been added to a project. Ask a workspace admin to add you to one." />
      )}
      <ConfirmDialog
        open={pending?.kind === "leave"}
        onClose={() => setPending(null)}
        title={`Leave ${pending?.project.name ?? "project"}?`}
        description="You lose access to its work items until you join again, or someone adds you back if it is private."
        confirmLabel="Leave project"
        action="leave the project"
        onConfirm={async () => {
          if (!pending) return;
          await leaveProject(slug, pending.project.id);
          showToast({ tone: "success", title: `You left ${pending.project.name}` });
        }}
      />
      <ConfirmDialog
        open={pending?.kind === "archive"}
        onClose={() => setPending(null)}
        title={`Archive ${pending?.project.name ?? "project"}?`}
        description="It leaves the project list and nobody can change its work items, until an admin restores it from the archives."
        confirmLabel="Archive"
        action="archive the project"
        onConfirm={async () => {
          if (!pending) return;
          await archiveProject(slug, pending.project.id);
          showToast({ tone: "success", title: `${pending.project.name} archived` });
        }}
      />
    </ListStatus>
  );
}
