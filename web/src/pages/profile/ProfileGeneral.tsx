import { DeactivateAccount } from "./DeactivateAccount";
import { ProfileForm } from "./ProfileForm";
import { useDocumentTitle } from "../../shell/useDocumentTitle";

/** /profile/: who you are, and the way out. */
export function ProfileGeneral() {
  useDocumentTitle("Profile settings");
  return (
    <>
      <header className="settings-page__header">
        <h1>Profile</h1>
        <p className="muted">How you appear to teammates across Cairn.</p>
      </header>
      <ProfileForm />
      <DeactivateAccount />
    </>
  );
}
