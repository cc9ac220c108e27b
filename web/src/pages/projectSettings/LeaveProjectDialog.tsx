import { useLocation } from "wouter";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import type { Project } from "../../http/types";
import { leaveProject } from "../../stores/projects";
import { showToast } from "../../stores/toasts";

interface Props {
  open: boolean;
  onClose: () => void;
  slug: string;
  project: Pick<Project, "id" | "name">;
}

/** Asks before leaving the project, then goes to the projects list: its settings are no longer reachable. */
export function LeaveProjectDialog({ open, onClose, slug, project }: Props) {
  const [, navigate] = useLocation();
  return (
    <ConfirmDialog
      open={open}
      onClose={onClose}
      title={`Leave ${project.name}?`}
      description="You stop being a member of this project until someone adds you again."
      confirmLabel="Leave project"
      action="leave the project"
      onConfirm={async () => {
        await leaveProject(slug, project.id);
        showToast({ tone: "success", title: `You left ${project.name}` });
        // "~" leaves the settings nest: the projects list is outside it.
        navigate(`~/${slug}/projects/`, { replace: true });
      }}
    />
  );
}
