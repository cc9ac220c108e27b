import { useState } from "react";
import { useSnapshot } from "valtio";
import { Button } from "../../components/Button";
import { TypeToConfirmDialog } from "../../components/TypeToConfirmDialog";
import { deactivateAccount } from "../../stores/account";
import { flashAfterReload } from "../../stores/flash";
import { session } from "../../stores/session";

/** The destructive way out: confirmed by typing one's own email, as the action cannot be undone here. */
export function DeactivateAccount() {
  const { user } = useSnapshot(session);
  const [open, setOpen] = useState(false);
  if (!user) return null;

  return (
    <section className="settings-section settings-section--danger" aria-labelledby="deactivate-title">
      <h2 id="deactivate-title">Deactivate account</h2>
      <p className="muted">You will be signed out everywhere and can no longer sign in. Your work stays where it is; an administrator can restore the account.</p>
      <div>
        <Button variant="danger" onClick={() => setOpen(true)}>
          Deactivate account…
        </Button>
      </div>
      <TypeToConfirmDialog
        open={open}
        onClose={() => setOpen(false)}
        title="Deactivate your account?"
        description={
          <>
            You will be signed out on every device and cannot sign in again unless an administrator restores the account. To confirm, type{" "}
            <strong>{user.email}</strong> below.
          </>
        }
        fieldLabel="Your email"
        fieldName="confirm_email"
        // Emails are case-insensitive, and a stray space from copying should not block the way out.
        matches={(typed) => typed.trim().toLowerCase() === user.email.toLowerCase()}
        confirmLabel="Deactivate account"
        failureTitle="Account not deactivated"
        action="deactivate your account"
        onConfirm={async () => {
          await deactivateAccount();
          // Every session has ended: a full load starts every store clean, the flash says what happened.
          flashAfterReload({ tone: "info", title: "Account deactivated", message: "You have been signed out. An administrator can restore the account.", durationMs: 0 });
          window.location.assign("/");
        }}
      />
    </section>
  );
}
