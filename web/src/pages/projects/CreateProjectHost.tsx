import { useEffect } from "react";
import { useSnapshot } from "valtio";
import { useCommandScope } from "../../commands/scope";
import { projects, setCreateDialogOpen } from "../../stores/projects";
import { CreateProjectDialog } from "./CreateProjectDialog";

/**
 * The one create-project dialog of a workspace, opened by the "Create project" buttons and the "p"
 * shortcut through the store. Mounted only where the person may create projects.
 */
export function CreateProjectHost({ slug }: { slug: string }) {
  const { createDialogOpen } = useSnapshot(projects);
  useCommandScope({ canCreateProject: true });

  // A "p" pressed where no dialog was mounted must not pop one up on arrival here, nor linger after.
  useEffect(() => {
    setCreateDialogOpen(false);
    return () => setCreateDialogOpen(false);
  }, [slug]);

  return <CreateProjectDialog open={createDialogOpen} onClose={() => setCreateDialogOpen(false)} slug={slug} />;
}
