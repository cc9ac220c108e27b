import { useState, type FormEvent } from "react";
import { useSnapshot } from "valtio";
import { LIMITS } from "../../../../api/contract/limits";
import { Banner } from "../../components/Banner";
import { Button } from "../../components/Button";
import { TextField } from "../../components/TextField";
import { describeError } from "../../http/describeError";
import { sendEmailVerificationCode, verifyEmail } from "../../stores/account";
import { session } from "../../stores/session";
import { RESEND_AFTER_MS, useSecondsLeft } from "../auth/useSecondsLeft";
import "./VerifyEmailPrompt.css";

/**
 * Shown above the invitations of an account that signed up with a password: the list alone admits only
 * an address proven with a mailed code. Without a mail server the invitation's link is the only way in.
 */
export function VerifyEmailPrompt() {
  const { user, instance } = useSnapshot(session);
  const [code, setCode] = useState("");
  const [busy, setBusy] = useState<"send" | "verify" | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [resendAt, setResendAt] = useState<number | null>(null);
  const secondsLeft = useSecondsLeft(resendAt);
  if (!user) return null;

  if (!instance?.config.is_smtp_configured) {
    return (
      <Banner tone="info" title="Verify your email to join">
        This Cairn cannot email a verification code. Ask whoever invited you for the invitation link and open it while signed in as {user.email}.
      </Banner>
    );
  }

  const send = async () => {
    setBusy("send");
    setFailure(null);
    try {
      await sendEmailVerificationCode();
      setSentTo(user.email);
      setResendAt(Date.now() + RESEND_AFTER_MS);
    } catch (error) {
      setFailure(describeError(error, "send the code"));
    } finally {
      setBusy(null);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy("verify");
    setFailure(null);
    try {
      await verifyEmail(code.trim());
    } catch (error) {
      setFailure(describeError(error, "verify your email"));
      setBusy(null);
    }
  };

  return (
    <section className="verify-email" aria-labelledby="verify-email-title">
      <h2 id="verify-email-title" className="verify-email__title">
        Verify your email to join
      </h2>
      <p className="muted">
        {sentTo ? `We sent a ${LIMITS.magicCodeLength}-digit code to ${sentTo}.` : `Invitations are for ${user.email}. Confirm it is yours with a code we email you, or open the invitation's link.`}
      </p>
      {failure && <Banner title="Email not verified">{failure}</Banner>}
      {sentTo ? (
        <form className="verify-email__form" noValidate onSubmit={submit}>
          <TextField
            label="Verification code"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={LIMITS.magicCodeLength}
            autoFocus
          />
          <div className="verify-email__actions">
            <Button type="submit" loading={busy === "verify"} disabled={busy === "send" || code.trim().length !== LIMITS.magicCodeLength}>
              Verify
            </Button>
            <Button variant="link" onClick={() => void send()} loading={busy === "send"} disabled={busy !== null || secondsLeft > 0}>
              {secondsLeft > 0 ? `Resend code in ${secondsLeft}s` : "Resend code"}
            </Button>
          </div>
        </form>
      ) : (
        <div>
          <Button onClick={() => void send()} loading={busy === "send"}>
            Email me a code
          </Button>
        </div>
      )}
    </section>
  );
}
