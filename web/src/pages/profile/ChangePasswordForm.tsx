import { changePassword } from "../../stores/account";
import { PasswordSettingsForm } from "./PasswordSettingsForm";

async function changeAndSignInAgain(current: string, next: string): Promise<void> {
  await changePassword(current, next);
  // The server ended every session, this one too. A full load starts every store clean; the
  // sign-in page reads success=true as "Password changed, sign in with your new password".
  window.location.assign("/?success=true");
}

export function ChangePasswordForm() {
  return <PasswordSettingsForm title="Change password" submitLabel="Change password" askCurrent save={changeAndSignInAgain} />;
}
