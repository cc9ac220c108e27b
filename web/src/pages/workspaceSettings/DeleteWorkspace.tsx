import { useState } from "react";
import { useLocation } from "wouter";
import { Button } from "../../components/Button";
import { TypeToConfirmDialog } from "../../components/TypeToConfirmDialog";
import { showToast } from "../../stores/toasts";
import { deleteWorkspace } from "../../stores/workspaces";

/** The danger zone: deleting asks the admin to type the workspace's address first. */
export function DeleteWorkspace({ slug, name }: { slug: string; name: string }) {
  const [open, setOpen] = useState(false);
  const [, navigate] = useLocation();

  return (
    <section className="settings-section settings-section--danger" aria-labelledby="delete-workspace-title">
      <h2 id="delete-workspace-title">Delete workspace</h2>
      <p className="muted">Deleting {name} removes its projects, work items and members for good. This cannot be undone.</p>
      <div>
        <Button variant="danger" onClick={() => setOpen(true)}>
          Delete workspace
        </Button>
      </div>
      <TypeToConfirmDialog
        open={open}
        onClose={() => setOpen(false)}
        title={`Delete ${name}?`}
        description={
          <>
            Everything in this workspace is deleted for good. Type <strong>{slug}</strong> to confirm.
          </>
        }
        fieldLabel="Workspace address"
        fieldName="confirm-slug"
        matches={(typed) => typed === slug}
        confirmLabel="Delete workspace"
        failureTitle="Workspace not deleted"
        action="delete the workspace"
        onConfirm={async () => {
          await deleteWorkspace(slug);
          showToast({ tone: "success", title: "Workspace deleted", message: `${name} and everything in it is gone.` });
          navigate("~/", { replace: true });
        }}
      />
    </section>
  );
}
