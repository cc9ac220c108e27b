import { useSnapshot } from "valtio";
import { session } from "../../stores/session";
import { ChangePasswordForm } from "./ChangePasswordForm";
import { SetPasswordForm } from "./SetPasswordForm";
import { useDocumentTitle } from "../../shell/useDocumentTitle";

/** /profile/security/: change the password, or set a first one for accounts made with a unique code. */
export function SecuritySettings() {
  useDocumentTitle("Security settings");
  const { user } = useSnapshot(session);
  if (!user) return null;
  return (
    <>
      <header className="settings-page__header">
        <h1>Security</h1>
        <p className="muted">
          {user.is_password_autoset
            ? "You sign in with unique codes sent to your email. Set a password to sign in with it as well."
            : "Changing your password signs you out everywhere, this browser included."}
        </p>
      </header>
      {user.is_password_autoset ? <SetPasswordForm /> : <ChangePasswordForm />}
    </>
  );
}
