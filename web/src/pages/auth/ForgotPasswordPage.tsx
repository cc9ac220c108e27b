import { useState, type FormEvent } from "react";
import { Link } from "wouter";
import { useSnapshot } from "valtio";
import { AuthLayout } from "../../components/AuthLayout";
import { Banner } from "../../components/Banner";
import { Button } from "../../components/Button";
import { EmailField } from "../../components/EmailField";
import { api } from "../../http/client";
import { session } from "../../stores/session";
import { authErrorFromException, type AuthErrorInfo } from "./authErrors";
import { AuthErrorBanner } from "./AuthErrorBanner";
import { authHref, fieldError, reportAuthError, useAuthQuery } from "./authQuery";
import { emailError } from "./emailCheck";
import { RESEND_AFTER_MS, useSecondsLeft } from "./useSecondsLeft";
import "../../components/AuthLayout.css";

/** "/accounts/forgot-password/": emails a reset link; the answer is the same whether or not the account exists. */
export default function ForgotPasswordPage() {
  const { instance } = useSnapshot(session);
  const query = useAuthQuery();
  const [email, setEmail] = useState(query.email);
  const [error, setError] = useState<AuthErrorInfo | null>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const [resendAt, setResendAt] = useState<number | null>(null);
  const secondsLeft = useSecondsLeft(resendAt);
  const smtpReady = instance?.config.is_smtp_configured ?? true;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = email.trim();
    const problem = emailError(value);
    if (problem) return setError(problem);
    setBusy(true);
    setError(null);
    try {
      const answer = await api.post<{ message: string }>("/auth/forgot-password/", { email: value });
      setSent(answer.message);
      setResendAt(Date.now() + RESEND_AFTER_MS);
    } catch (failure) {
      reportAuthError(authErrorFromException(failure), setError);
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthLayout
      title="Reset your password"
      subtitle="Enter the email you sign in with and we will send you a link to choose a new password."
      footer={<Link href={authHref("/", { email: email.trim(), next_path: query.nextPath })}>Back to sign in</Link>}
    >
      {!smtpReady && (
        <Banner tone="warning" title="Email is not set up">
          <p>This instance cannot send email yet, so reset links cannot go out. Ask your administrator to configure SMTP in god mode.</p>
        </Banner>
      )}
      {sent && (
        <Banner tone="success" title="Check your email">
          <p>{sent} The link works for one hour.</p>
        </Banner>
      )}
      <AuthErrorBanner error={error} onDismiss={() => setError(null)} />
      <form className="auth-form" onSubmit={(event) => void submit(event)} noValidate>
        <EmailField value={email} onChange={(event) => setEmail(event.target.value)} error={fieldError(error, "email")} autoFocus required />
        <Button type="submit" loading={busy} disabled={secondsLeft > 0} fullWidth>
          {sent ? (secondsLeft > 0 ? `Send again in ${secondsLeft} s` : "Send again") : "Send reset link"}
        </Button>
      </form>
    </AuthLayout>
  );
}
