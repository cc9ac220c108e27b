import { useState, type FormEvent } from "react";
import { useLocation } from "wouter";
import { Banner } from "../../components/Banner";
import { Button } from "../../components/Button";
import { Dialog } from "../../components/Dialog";
import { TextField } from "../../components/TextField";
import { describeError } from "../../http/describeError";
import { showToast } from "../../stores/toasts";
import { deleteWorkspace } from "../../stores/workspaces";

/** The danger zone: deleting asks the admin to type the workspace's address first. */
export function DeleteWorkspace({ slug, name }: { slug: string; name: string }) {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState("");
  const [deleting, setDeleting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [, navigate] = useLocation();
  const formId = "delete-workspace-form";

  const close = () => {
    if (deleting) return;
    setOpen(false);
    setTyped("");
    setFailure(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (typed !== slug) return;
    setDeleting(true);
    setFailure(null);
    try {
      await deleteWorkspace(slug);
      showToast({ tone: "success", title: "Workspace deleted", message: `${name} and everything in it is gone.` });
      navigate("~/", { replace: true });
    } catch (error) {
      setFailure(describeError(error, "delete the workspace"));
      setDeleting(false);
    }
  };

  return (
    <section className="settings-section settings-section--danger" aria-labelledby="delete-workspace-title">
      <h2 id="delete-workspace-title">Delete workspace</h2>
      <p className="muted">Deleting {name} removes its projects, work items and members for good. This cannot be undone.</p>
      <div>
        <Button variant="danger" onClick={() => setOpen(true)}>
          Delete workspace
        </Button>
      </div>
      <Dialog
        open={open}
        onClose={close}
        role="alertdialog"
        title={`Delete ${name}?`}
        description={
          <>
            Everything in this workspace is deleted for good. Type <strong>{slug}</strong> to confirm.
          </>
        }
        footer={
          <>
            <Button variant="secondary" onClick={close} disabled={deleting}>
              Cancel
            </Button>
            <Button variant="danger" type="submit" form={formId} loading={deleting} disabled={typed !== slug}>
              Delete workspace
            </Button>
          </>
        }
      >
        <form id={formId} onSubmit={submit} noValidate>
          {failure && <Banner title="Workspace not deleted">{failure}</Banner>}
          <TextField label="Workspace address" name="confirm-slug" value={typed} autoComplete="off" spellCheck={false} onChange={(event) => setTyped(event.target.value)} />
        </form>
      </Dialog>
    </section>
  );
}
