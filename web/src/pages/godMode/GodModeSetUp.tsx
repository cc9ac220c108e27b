import { useState, type FormEvent } from "react";
import { LIMITS } from "../../../../api/contract/limits";
import { AccountPasswordField } from "../../components/AccountPasswordField";
import { AuthLayout } from "../../components/AuthLayout";
import { Button } from "../../components/Button";
import { EmailField } from "../../components/EmailField";
import { usePasswordStrength } from "../../components/passwordStrength";
import { TextField } from "../../components/TextField";
import { authError, type AuthErrorInfo } from "../auth/authErrors";
import { AuthErrorBanner } from "../auth/AuthErrorBanner";
import { errorForPage, fieldError, useAuthQuery } from "../auth/authQuery";
import { looksLikeEmail } from "../auth/emailCheck";
import { useAuthFormPost } from "../auth/useAuthFormPost";
import "../../components/AuthLayout.css";
import "./GodMode.css";

const ECHOED = ["first_name", "last_name", "company_name", "is_telemetry_enabled"];

/** "/god-mode/" before set-up: the first visitor creates the instance admin account. */
export function GodModeSetUp() {
  const query = useAuthQuery(ECHOED);
  const [firstName, setFirstName] = useState(query.params.get("first_name") ?? "");
  const [lastName, setLastName] = useState(query.params.get("last_name") ?? "");
  const [companyName, setCompanyName] = useState(query.params.get("company_name") ?? "");
  const [email, setEmail] = useState(query.email);
  const [password, setPassword] = useState("");
  const [telemetry, setTelemetry] = useState(query.params.get("is_telemetry_enabled") === "1");
  const [error, setError] = useState<AuthErrorInfo | null>(errorForPage(query));
  const { busy, post } = useAuthFormPost(setError);
  const strength = usePasswordStrength(password);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!firstName.trim()) return setError(authError(5155));
    if (!looksLikeEmail(email.trim())) return setError(authError(5160));
    if (strength !== "strength_valid") return setError(authError(5165));
    void post("/api/instances/admins/sign-up/", {
      first_name: firstName.trim(),
      last_name: lastName.trim(),
      company_name: companyName.trim(),
      email: email.trim(),
      password,
      is_telemetry_enabled: telemetry ? "1" : "0",
    });
  }

  return (
    <AuthLayout
      eyebrow="God mode"
      title="Set up Cairn"
      subtitle="Create the instance administrator. You will then choose how people sign in and how Cairn sends email."
    >
      <AuthErrorBanner error={error} links={{ "sign-in": { href: "/", label: "Sign in" } }} onDismiss={() => setError(null)} />
      <form className="auth-form" onSubmit={submit} noValidate>
        <div className="auth-form__row">
          <TextField
            label="First name"
            name="first_name"
            autoComplete="given-name"
            maxLength={LIMITS.nameMaxLength}
            value={firstName}
            onChange={(event) => setFirstName(event.target.value)}
            error={fieldError(error, "first_name")}
            autoFocus
            required
          />
          <TextField label="Last name" name="last_name" autoComplete="family-name" maxLength={LIMITS.nameMaxLength} value={lastName} onChange={(event) => setLastName(event.target.value)} />
        </div>
        <TextField label="Company name" name="company_name" autoComplete="organization" maxLength={LIMITS.nameMaxLength} value={companyName} onChange={(event) => setCompanyName(event.target.value)} />
        <EmailField value={email} onChange={(event) => setEmail(event.target.value)} error={fieldError(error, "email")} required />
        <AccountPasswordField value={password} onChange={(event) => setPassword(event.target.value)} strength={strength} error={fieldError(error, "password")} required />
        <label className="god-mode__checkbox">
          <input type="checkbox" name="is_telemetry_enabled" checked={telemetry} onChange={(event) => setTelemetry(event.target.checked)} />
          <span>Share anonymous usage counts to help improve Cairn. You can change this later.</span>
        </label>
        <Button type="submit" loading={busy} disabled={strength !== "strength_valid"} fullWidth>
          Create account
        </Button>
      </form>
    </AuthLayout>
  );
}
