import { useState, type FormEvent } from "react";
import { useSnapshot } from "valtio";
import { Banner } from "../../components/Banner";
import { Button } from "../../components/Button";
import { Dialog } from "../../components/Dialog";
import { FormActions } from "../../components/FormActions";
import { TextField } from "../../components/TextField";
import { describeError } from "../../http/describeError";
import { deactivateAccount } from "../../stores/account";
import { flashAfterReload } from "../../stores/flash";
import { session } from "../../stores/session";

/** The destructive way out: confirmed by typing one's own email, as the action cannot be undone here. */
export function DeactivateAccount() {
  const { user } = useSnapshot(session);
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState("");
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  if (!user) return null;
  const matches = typed.trim().toLowerCase() === user.email.toLowerCase();

  const close = () => {
    if (busy) return;
    setOpen(false);
    setTyped("");
    setFailure(null);
  };

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    if (!matches) return;
    setBusy(true);
    setFailure(null);
    try {
      await deactivateAccount();
      // Every session has ended: a full load starts every store clean, the flash says what happened.
      flashAfterReload({ tone: "info", title: "Account deactivated", message: "You have been signed out. An administrator can restore the account.", durationMs: 0 });
      window.location.assign("/");
    } catch (error) {
      setFailure(describeError(error, "deactivate your account"));
      setBusy(false);
    }
  };

  return (
    <section className="settings-section settings-section--danger" aria-labelledby="deactivate-title">
      <h2 id="deactivate-title">Deactivate account</h2>
      <p className="muted">You will be signed out everywhere and can no longer sign in. Your work stays where it is; an administrator can restore the account.</p>
      <div>
        <Button variant="danger" onClick={() => setOpen(true)}>
          Deactivate account…
        </Button>
      </div>
      <Dialog
        open={open}
        onClose={close}
        role="alertdialog"
        title="Deactivate your account?"
        description={
          <>
            You will be signed out on every device and cannot sign in again unless an administrator restores the account. To confirm, type{" "}
            <strong>{user.email}</strong> below.
          </>
        }
      >
        <form className="settings-form" onSubmit={confirm} noValidate>
          {failure && <Banner title="Account not deactivated">{failure}</Banner>}
          <TextField label="Your email" name="confirm_email" autoComplete="off" spellCheck={false} autoFocus value={typed} onChange={(event) => setTyped(event.target.value)} />
          <FormActions>
            <Button variant="secondary" onClick={close} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" variant="danger" disabled={!matches} loading={busy}>
              Deactivate account
            </Button>
          </FormActions>
        </form>
      </Dialog>
    </section>
  );
}
