import { useState } from "react";
import { Link } from "wouter";
import { useSnapshot } from "valtio";
import { LIMITS } from "../../../../api/contract/limits";
import { AuthLayout } from "../../components/AuthLayout";
import { Banner } from "../../components/Banner";
import { api } from "../../http/client";
import type { EmailCheckResult } from "../../http/types";
import { session } from "../../stores/session";
import { showToast } from "../../stores/toasts";
import { authError, authErrorFromException, type AuthErrorInfo } from "./authErrors";
import { AuthErrorBanner, type AuthActionLinks } from "./AuthErrorBanner";
import { resumeFrom, type AuthMode, type AuthStep, type SecondStepProps } from "./authFlowSteps";
import { authHref, errorForPage, reportAuthError, useAuthQuery } from "./authQuery";
import { CodeStep } from "./CodeStep";
import { EmailStep } from "./EmailStep";
import { PasswordStep } from "./PasswordStep";
import { useAuthFormPost } from "./useAuthFormPost";
import { RESEND_AFTER_MS } from "./useSecondsLeft";
import "../../components/AuthLayout.css";

function heading(step: AuthStep, mode: AuthMode, existing: boolean, email: string, signupOpen: boolean): { title: string; subtitle: string } {
  if (step === "code") return { title: "Check your email", subtitle: `We sent a ${LIMITS.magicCodeLength}-digit code to ${email}.` };
  if (step === "password") {
    return existing
      ? { title: "Welcome back", subtitle: "Enter your password to sign in." }
      : { title: "Create your account", subtitle: "Choose a password that is hard to guess." };
  }
  if (mode === "sign-up") return { title: "Create your Cairn account", subtitle: "Start with your work email." };
  return { title: "Sign in to Cairn", subtitle: signupOpen ? "Enter your email to sign in, or to create an account." : "Enter your email to sign in." };
}

/**
 * Email first (as Plane): the server says whether the address signs in with a password or a unique
 * code and whether it has an account; the later steps post real forms and the server redirects.
 */
export function AuthFlow({ mode: pageMode }: { mode: AuthMode }) {
  const { instance } = useSnapshot(session);
  const query = useAuthQuery();
  const [start] = useState(() => resumeFrom(query));
  const mode = start.mode ?? pageMode;
  const [step, setStep] = useState<AuthStep>(start.step);
  const [existing, setExisting] = useState(start.existing);
  const [email, setEmail] = useState(query.email);
  const [error, setError] = useState<AuthErrorInfo | null>(errorForPage(query));
  const { busy, setBusy, post } = useAuthFormPost(setError);
  const [resending, setResending] = useState(false);
  const [resendAt, setResendAt] = useState<number | null>(null);
  const nextPath = query.nextPath;

  const config = instance?.config;
  const signupOpen = config?.enable_signup ?? false;
  const passwordOn = config?.is_email_password_enabled ?? false;
  const codesOn = Boolean(config?.is_magic_login_enabled && config.is_smtp_configured);
  const fail = (failure: AuthErrorInfo) => reportAuthError(failure, setError);

  async function sendCode(address: string): Promise<boolean> {
    try {
      await api.post<{ key: string }>("/auth/magic-generate/", { email: address });
      setResendAt(Date.now() + RESEND_AFTER_MS);
      return true;
    } catch (failure) {
      fail(authErrorFromException(failure));
      return false;
    }
  }

  async function checkEmail(address: string) {
    setBusy(true);
    setError(null);
    try {
      const result = await api.post<EmailCheckResult>("/auth/email-check/", { email: address });
      setEmail(address);
      setExisting(result.existing);
      if (result.existing && pageMode === "sign-up") setError(authError(5030));
      if (result.status === "MAGIC_CODE" && !(await sendCode(address))) return;
      setStep(result.status === "MAGIC_CODE" ? "code" : "password");
    } catch (failure) {
      fail(authErrorFromException(failure));
    } finally {
      setBusy(false);
    }
  }

  /** The later steps post real forms, carrying the flow's email and next_path. */
  function submitStep(action: string, fields: Record<string, string>) {
    void post(action, { ...fields, email, next_path: nextPath });
  }

  async function switchToCode() {
    setBusy(true);
    setError(null);
    if (await sendCode(email)) setStep("code");
    setBusy(false);
  }

  async function resend() {
    setResending(true);
    setError(null);
    if (await sendCode(email)) showToast({ tone: "success", title: "New code sent", message: `Check the inbox of ${email}.` });
    setResending(false);
  }

  function changeEmail() {
    setError(null);
    setStep("email");
  }

  const links: AuthActionLinks = {
    "god-mode": { href: "/god-mode/", label: "Set up Cairn" },
    "forgot-password": { href: authHref("/accounts/forgot-password/", { email }), label: "Reset your password" },
    "sign-in": { href: authHref("/", { email, next_path: nextPath }), label: "Sign in" },
    ...(signupOpen ? { "sign-up": { href: authHref("/sign-up/", { email, next_path: nextPath }), label: "Create an account" } } : {}),
  };
  const { title, subtitle } = heading(step, mode, existing, email, signupOpen);
  const stepProps: SecondStepProps = { email, existing, busy, error, onError: fail, onChangeEmail: changeEmail };
  const headerAside =
    mode === "sign-up" ? (
      <>
        Already have an account? <Link href={authHref("/", { next_path: nextPath })}>Sign in</Link>
      </>
    ) : signupOpen ? (
      <>
        New to Cairn? <Link href={authHref("/sign-up/", { next_path: nextPath })}>Create an account</Link>
      </>
    ) : null;

  if (instance && !instance.instance.is_setup_done) {
    return (
      <AuthLayout title="Sign in to Cairn">
        <AuthErrorBanner error={authError(5000)} links={links} />
      </AuthLayout>
    );
  }
  if (!passwordOn && !codesOn) {
    return (
      <AuthLayout title="Sign in to Cairn">
        <Banner tone="warning" title="Sign-in is turned off">
          <p>Neither passwords nor unique codes are enabled on this instance. Ask your administrator to turn one on.</p>
        </Banner>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={title} subtitle={subtitle} headerAside={headerAside}>
      {query.success && step === "email" && !error && (
        <Banner tone="success" title="Password changed">
          <p>Sign in with your new password.</p>
        </Banner>
      )}
      {mode === "sign-up" && !signupOpen && step === "email" && !error && (
        <Banner tone="warning" title="Sign-up is closed">
          <p>
            New accounts are not open on this instance. Ask your administrator for an invitation, or <Link href={links["sign-in"]?.href ?? "/"}>sign in</Link>.
          </p>
        </Banner>
      )}
      <AuthErrorBanner error={error} links={links} onDismiss={() => setError(null)} />
      {step === "email" && <EmailStep initialEmail={email} busy={busy} error={error} onError={fail} onSubmit={(address) => void checkEmail(address)} />}
      {step === "password" && (
        <PasswordStep
          {...stepProps}
          forgotHref={authHref("/accounts/forgot-password/", { email })}
          onSubmit={(password) => submitStep(existing ? "/auth/sign-in/" : "/auth/sign-up/", { password })}
          onUseCode={codesOn ? () => void switchToCode() : null}
        />
      )}
      {step === "code" && (
        <CodeStep
          {...stepProps}
          resending={resending}
          resendAt={resendAt}
          onSubmit={(code) => submitStep(existing ? "/auth/magic-sign-in/" : "/auth/magic-sign-up/", { code })}
          onResend={() => void resend()}
          onUsePassword={passwordOn ? () => setStep("password") : null}
        />
      )}
    </AuthLayout>
  );
}
