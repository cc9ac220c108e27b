import { useState, type FormEvent } from "react";
import { useSnapshot } from "valtio";
import { AccountPasswordField } from "../../components/AccountPasswordField";
import { AuthLayout } from "../../components/AuthLayout";
import { Banner } from "../../components/Banner";
import { Button } from "../../components/Button";
import { EmailField } from "../../components/EmailField";
import { session } from "../../stores/session";
import { authError, type AuthErrorInfo } from "../auth/authErrors";
import { AuthErrorBanner } from "../auth/AuthErrorBanner";
import { errorForPage, fieldError, useAuthQuery } from "../auth/authQuery";
import { looksLikeEmail } from "../auth/emailCheck";
import { useAuthFormPost } from "../auth/useAuthFormPost";
import "../../components/AuthLayout.css";

/** The god-mode sign-in, shown on every god-mode page to anyone who is not an instance admin. */
export function GodModeSignIn({ notAdmin }: { notAdmin: boolean }) {
  const { user } = useSnapshot(session);
  const query = useAuthQuery();
  const [email, setEmail] = useState(query.email);
  const [password, setPassword] = useState("");
  const [error, setError] = useState<AuthErrorInfo | null>(errorForPage(query));
  const { busy, post } = useAuthFormPost(setError);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const address = email.trim();
    if (!address || !password) return setError(authError(5170));
    if (!looksLikeEmail(address)) return setError(authError(5160));
    void post("/api/instances/admins/sign-in/", { email: address, password });
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
      <form className="auth-form" onSubmit={submit} noValidate>
        <EmailField
          autoComplete="username"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={fieldError(error, "email")}
          autoFocus={!query.email}
          required
        />
        <AccountPasswordField value={password} onChange={(event) => setPassword(event.target.value)} error={fieldError(error, "password")} autoFocus={Boolean(query.email)} required />
        <Button type="submit" loading={busy} fullWidth>
          Sign in
        </Button>
      </form>
    </AuthLayout>
  );
}
