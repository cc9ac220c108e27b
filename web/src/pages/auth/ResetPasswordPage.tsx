import { useEffect, useState, type FormEvent } from "react";
import { Link } from "wouter";
import { AuthLayout } from "../../components/AuthLayout";
import { Button } from "../../components/Button";
import { TextField } from "../../components/TextField";
import { usePasswordStrength } from "../../components/passwordStrength";
import { submitAuthForm } from "../../http/client";
import { authError, authErrorFromException, type AuthErrorInfo } from "./authErrors";
import { AuthErrorBanner } from "./AuthErrorBanner";
import { authHref, fieldError, reportAuthError, useAuthQuery } from "./authQuery";
import { NewPasswordFields, passwordsMatch } from "./NewPasswordFields";
import "../../components/AuthLayout.css";

/** Codes after which this link is spent for good: only a new email helps. */
const DEAD_LINK_CODES = new Set([5125, 5130, 5019]);

/**
 * "/accounts/reset-password/?uidb64=&token=&email=": the emailed link. The form posts to the server,
 * which redirects to "/?success=true" or back here with `error_code`.
 */
export default function ResetPasswordPage() {
  const query = useAuthQuery();
  const uidb64 = query.params.get("uidb64") ?? "";
  const token = query.params.get("token") ?? "";
  const [email] = useState(query.email);
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<AuthErrorInfo | null>(() =>
    !uidb64 || !token ? authError(5125) : query.error?.placement === "toast" ? null : query.error,
  );
  const strength = usePasswordStrength(password);
  const linkDead = !uidb64 || !token || (error?.code != null && DEAD_LINK_CODES.has(error.code));
  const ready = strength === "strength_valid" && passwordsMatch(password, confirm);

  useEffect(() => {
    const reset = (event: PageTransitionEvent) => {
      if (event.persisted) setBusy(false);
    };
    window.addEventListener("pageshow", reset);
    return () => window.removeEventListener("pageshow", reset);
  }, []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!password) return setError(authError(5138));
    if (!ready) return;
    setBusy(true);
    setError(null);
    try {
      await submitAuthForm(`/auth/reset-password/${encodeURIComponent(uidb64)}/${encodeURIComponent(token)}/`, { password, email });
    } catch (failure) {
      setBusy(false);
      reportAuthError(authErrorFromException(failure), setError);
    }
  }

  const forgotHref = authHref("/accounts/forgot-password/", { email });
  return (
    <AuthLayout
      title="Choose a new password"
      subtitle={email ? `For ${email}. You will sign in again afterwards, on every device.` : "You will sign in again afterwards, on every device."}
      footer={<Link href={authHref("/", { email })}>Back to sign in</Link>}
    >
      <AuthErrorBanner error={error} links={{ "forgot-password": { href: forgotHref, label: "Send a new link" } }} onDismiss={linkDead ? undefined : () => setError(null)} />
      {!linkDead && (
        <form className="auth-form" onSubmit={(event) => void submit(event)} noValidate>
          {email && <TextField label="Email" name="email" type="email" autoComplete="username" value={email} readOnly />}
          <NewPasswordFields
            password={password}
            confirm={confirm}
            strength={strength}
            onPasswordChange={setPassword}
            onConfirmChange={setConfirm}
            error={fieldError(error, "password")}
          />
          <Button type="submit" loading={busy} disabled={!ready} fullWidth>
            Set new password
          </Button>
        </form>
      )}
    </AuthLayout>
  );
}
