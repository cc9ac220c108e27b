import { useEffect, useState, type FormEvent } from "react";
import { useSnapshot } from "valtio";
import { LIMITS } from "../../../../api/contract/limits";
import { AuthLayout } from "../../components/AuthLayout";
import { Banner } from "../../components/Banner";
import { Button } from "../../components/Button";
import { PasswordField } from "../../components/PasswordField";
import { TextField } from "../../components/TextField";
import { submitAuthForm } from "../../http/client";
import { session } from "../../stores/session";
import { authError, authErrorFromException, type AuthErrorInfo } from "../auth/authErrors";
import { AuthErrorBanner } from "../auth/AuthErrorBanner";
import { fieldError, reportAuthError, useAuthQuery } from "../auth/authQuery";
import { looksLikeEmail } from "../auth/EmailStep";
import "../../components/AuthLayout.css";

/** The god-mode sign-in, shown on every god-mode page to anyone who is not an instance admin. */
export function GodModeSignIn({ notAdmin }: { notAdmin: boolean }) {
  const { user } = useSnapshot(session);
  const query = useAuthQuery();
  const [email, setEmail] = useState(query.email);
  const [password, setPassword] = useState("");
  const [error, setError] = useState<AuthErrorInfo | null>(query.error?.placement === "toast" ? null : query.error);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const reset = (event: PageTransitionEvent) => {
      if (event.persisted) setBusy(false);
    };
    window.addEventListener("pageshow", reset);
    return () => window.removeEventListener("pageshow", reset);
  }, []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const address = email.trim();
    if (!address || !password) return setError(authError(5170));
    if (!looksLikeEmail(address)) return setError(authError(5160));
    setBusy(true);
    setError(null);
    try {
      await submitAuthForm("/api/instances/admins/sign-in/", { email: address, password });
    } catch (failure) {
      setBusy(false);
      reportAuthError(authErrorFromException(failure), setError);
    }
  }

  return (
    <AuthLayout eyebrow="God mode" title="Sign in as instance admin" subtitle="Manage how people sign in to Cairn and how it sends email.">
      {notAdmin && !error && (
        <Banner tone="info" title="Administrators only">
          <p>
            {user ? `You are signed in as ${user.email}, who is not an instance admin.` : "This account is not an instance admin."} Sign in with an
            administrator account to continue.
          </p>
        </Banner>
      )}
      <AuthErrorBanner error={error} onDismiss={() => setError(null)} />
      <form className="auth-form" onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="username"
          inputMode="email"
          placeholder="name@company.com"
          maxLength={LIMITS.emailMaxLength}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={fieldError(error, "email")}
          autoFocus={!query.email}
          required
        />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={fieldError(error, "password")}
          autoFocus={Boolean(query.email)}
          required
        />
        <Button type="submit" loading={busy} fullWidth>
          Sign in
        </Button>
      </form>
    </AuthLayout>
  );
}
