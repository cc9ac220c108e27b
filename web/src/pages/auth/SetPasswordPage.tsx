import { useState, type FormEvent } from "react";
import { Link, Redirect, useLocation } from "wouter";
import { useSnapshot } from "valtio";
import { AuthLayout } from "../../components/AuthLayout";
import { Banner } from "../../components/Banner";
import { Button } from "../../components/Button";
import { TextField } from "../../components/TextField";
import { usePasswordStrength } from "../../components/passwordStrength";
import { api } from "../../http/client";
import type { CurrentUser } from "../../http/types";
import { session } from "../../stores/session";
import { showToast } from "../../stores/toasts";
import { authError, authErrorFromException, type AuthErrorInfo } from "./authErrors";
import { AuthErrorBanner } from "./AuthErrorBanner";
import { fieldError, reportAuthError, useAuthQuery } from "./authQuery";
import { NewPasswordFields, passwordsMatch } from "./NewPasswordFields";
import "../../components/AuthLayout.css";

/** Only same-site paths, as the server accepts them. */
function safePath(value: string | undefined): string {
  return value && /^\/(?![/\\])/.test(value) ? value : "/";
}

/** "/accounts/set-password/": a first password for an account made with a unique code. */
export default function SetPasswordPage() {
  const { status, user } = useSnapshot(session);
  const query = useAuthQuery();
  const [, navigate] = useLocation();
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<AuthErrorInfo | null>(null);
  const strength = usePasswordStrength(password);
  const ready = strength === "strength_valid" && passwordsMatch(password, confirm);
  const doneHref = safePath(query.nextPath);

  if (status === "non-authenticated" || !user) {
    return <Redirect to={`/?next_path=${encodeURIComponent("/accounts/set-password/")}`} replace />;
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!password) return setError(authError(5138));
    if (!ready) return;
    setBusy(true);
    setError(null);
    try {
      session.user = await api.post<CurrentUser>("/auth/set-password/", { password });
      showToast({ tone: "success", title: "Password set", message: "From now on you can sign in with your email and this password." });
      navigate(doneHref, { replace: true });
    } catch (failure) {
      reportAuthError(authErrorFromException(failure), setError);
      setBusy(false);
    }
  }

  if (!user.is_password_autoset) {
    return (
      <AuthLayout title="Set a password">
        <Banner tone="info" title="You already have a password">
          <p>
            To change it, go to your profile settings. <Link href={doneHref}>Continue to Cairn</Link>
          </p>
        </Banner>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title="Set a password"
      subtitle="You signed up with a unique code. Add a password to sign in without waiting for an email."
      footer={<Link href={doneHref}>Skip for now</Link>}
    >
      <AuthErrorBanner error={error} onDismiss={() => setError(null)} />
      <form className="auth-form" onSubmit={(event) => void submit(event)} noValidate>
        <TextField label="Email" name="email" type="email" autoComplete="username" value={user.email} readOnly />
        <NewPasswordFields
          password={password}
          confirm={confirm}
          strength={strength}
          onPasswordChange={setPassword}
          onConfirmChange={setConfirm}
          error={fieldError(error, "password")}
        />
        <Button type="submit" loading={busy} disabled={!ready} fullWidth>
          Set password
        </Button>
      </form>
    </AuthLayout>
  );
}
