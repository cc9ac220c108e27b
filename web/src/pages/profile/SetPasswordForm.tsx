import { setPassword } from "../../stores/account";
import { showToast } from "../../stores/toasts";
import { PasswordSettingsForm } from "./PasswordSettingsForm";

async function setFirstPassword(_current: string, next: string): Promise<void> {
  await setPassword(next);
  showToast({ tone: "success", title: "Password set", message: "From now on you can sign in with your email and this password." });
}

/** For accounts made with a unique code, which have no password of their own (SPEC.md section 5). */
export function SetPasswordForm() {
  return <PasswordSettingsForm title="Set a password" submitLabel="Set password" askCurrent={false} save={setFirstPassword} />;
}
