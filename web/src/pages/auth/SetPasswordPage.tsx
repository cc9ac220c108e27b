import { useState } from "react";
import { Link, Redirect, useLocation } from "wouter";
import { useSnapshot } from "valtio";
import { AuthLayout } from "../../components/AuthLayout";
import { Banner } from "../../components/Banner";
import { api } from "../../http/client";
import type { CurrentUser } from "../../http/types";
import { session } from "../../stores/session";
import { showToast } from "../../stores/toasts";
import { authErrorFromException, type AuthErrorInfo } from "./authErrors";
import { AuthErrorBanner } from "./AuthErrorBanner";
import { reportAuthError, useAuthQuery } from "./authQuery";
import { NewPasswordForm } from "./NewPasswordForm";
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
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<AuthErrorInfo | null>(null);
  const doneHref = safePath(query.nextPath);

  if (status === "non-authenticated" || !user) {
    return <Redirect to={`/?next_path=${encodeURIComponent("/accounts/set-password/")}`} replace />;
  }

  async function submit(password: string) {
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
      <NewPasswordForm email={user.email} busy={busy} error={error} submitLabel="Set password" onError={setError} onSubmit={(password) => void submit(password)} />
    </AuthLayout>
  );
}
