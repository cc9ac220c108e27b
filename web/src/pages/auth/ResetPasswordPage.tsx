import { useState } from "react";
import { Link } from "wouter";
import { AuthLayout } from "../../components/AuthLayout";
import { authError, type AuthErrorInfo } from "./authErrors";
import { AuthErrorBanner } from "./AuthErrorBanner";
import { authHref, errorForPage, useAuthQuery } from "./authQuery";
import { NewPasswordForm } from "./NewPasswordForm";
import { useAuthFormPost } from "./useAuthFormPost";
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
  const [error, setError] = useState<AuthErrorInfo | null>(() => (!uidb64 || !token ? authError(5125) : errorForPage(query)));
  const { busy, post } = useAuthFormPost(setError);
  const linkDead = !uidb64 || !token || (error?.code != null && DEAD_LINK_CODES.has(error.code));

  const forgotHref = authHref("/accounts/forgot-password/", { email });
  return (
    <AuthLayout
      title="Choose a new password"
      subtitle={email ? `For ${email}. You will sign in again afterwards, on every device.` : "You will sign in again afterwards, on every device."}
      footer={<Link href={authHref("/", { email })}>Back to sign in</Link>}
    >
      <AuthErrorBanner error={error} links={{ "forgot-password": { href: forgotHref, label: "Send a new link" } }} onDismiss={linkDead ? undefined : () => setError(null)} />
      {!linkDead && (
        <NewPasswordForm
          email={email}
          busy={busy}
          error={error}
          submitLabel="Set new password"
          onError={setError}
          onSubmit={(password) => void post(`/auth/reset-password/${encodeURIComponent(uidb64)}/${encodeURIComponent(token)}/`, { password, email })}
        />
      )}
    </AuthLayout>
  );
}
