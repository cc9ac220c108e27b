import { useState } from "react";
import { useLocation } from "wouter";
import { canAdministerProject } from "../../../../api/contract/projectRoles";
import { Button } from "../../components/Button";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { TypeToConfirmDialog } from "../../components/TypeToConfirmDialog";
import { archiveProject, deleteProject } from "../../stores/projects";
import { showToast } from "../../stores/toasts";
import { LeaveProjectDialog } from "./LeaveProjectDialog";
import type { SettingsPageProps } from "./settingsContext";

type Open = "archive" | "delete" | "leave" | null;

/** Archive and delete for project admins; leaving for anyone who is a member of the project. */
export function ProjectDangerZone({ slug, project, role }: SettingsPageProps) {
  const [open, setOpen] = useState<Open>(null);
  const [, navigate] = useLocation();
  const admin = canAdministerProject(role);
  // "~" leaves the settings nest: the projects list is outside it.
  const toProjects = () => navigate(`~/${slug}/projects/`, { replace: true });
  if (!admin && !project.is_member) return null;

  return (
    <section className="settings-section settings-section--danger" aria-labelledby="project-danger-title">
      <h2 id="project-danger-title">Danger zone</h2>
      {admin && (
        <div className="project-settings__danger-row">
          <div>
            <p className="project-settings__danger-title">Archive project</p>
            <p className="muted">Archived projects leave the projects list and can be restored from the archives.</p>
          </div>
          <Button variant="secondary" onClick={() => setOpen("archive")}>
            Archive project
          </Button>
        </div>
      )}
      {admin && (
        <div className="project-settings__danger-row">
          <div>
            <p className="project-settings__danger-title">Delete project</p>
            <p className="muted">Deleting removes its work items, states, labels and members for good. This cannot be undone.</p>
          </div>
          <Button variant="danger" onClick={() => setOpen("delete")}>
            Delete project
          </Button>
        </div>
      )}
      {project.is_member && (
        <div className="project-settings__danger-row">
          <div>
            <p className="project-settings__danger-title">Leave project</p>
            <p className="muted">You lose access to {project.name} unless it is public or someone adds you again.</p>
          </div>
          <Button variant="secondary" onClick={() => setOpen("leave")}>
            Leave project
          </Button>
        </div>
      )}
      <ConfirmDialog
        open={open === "archive"}
        onClose={() => setOpen(null)}
        title={`Archive ${project.name}?`}
        description="It leaves the projects list and stays in the archives, where an admin can restore it."
        confirmLabel="Archive project"
        action="archive the project"
        onConfirm={async () => {
          await archiveProject(slug, project.id);
          showToast({ tone: "success", title: "Project archived" });
          toProjects();
        }}
      />
      <TypeToConfirmDialog
        open={open === "delete"}
        onClose={() => setOpen(null)}
        title={`Delete ${project.name}?`}
        description={
          <>
            Everything in this project is deleted for good. Type <strong>{project.name}</strong> to confirm.
          </>
        }
        fieldLabel="Project name"
        fieldName="confirm-project-name"
        matches={(typed) => typed === project.name}
        confirmLabel="Delete project"
        failureTitle="Project not deleted"
        action="delete the project"
        onConfirm={async () => {
          await deleteProject(slug, project.id);
          showToast({ tone: "success", title: "Project deleted", message: `${project.name} and everything in it is gone.` });
          toProjects();
        }}
      />
      <LeaveProjectDialog open={open === "leave"} onClose={() => setOpen(null)} slug={slug} project={project} />
    </section>
  );
}
