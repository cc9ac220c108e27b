import { useState, type FormEvent } from "react";
import { useSnapshot } from "valtio";
import { Banner } from "../../components/Banner";
import { Button } from "../../components/Button";
import { PasswordField } from "../../components/PasswordField";
import { RadioGroup } from "../../components/RadioGroup";
import { TextField } from "../../components/TextField";
import { ApiError } from "../../http/client";
import { instanceAdmin, saveInstanceSettings, type InstanceSettings } from "../../stores/instanceAdmin";
import { session } from "../../stores/session";
import { showToast } from "../../stores/toasts";
import { GodModePage } from "./GodModeLayout";
import { InstanceSettingsLoader } from "./InstanceSettingsLoader";

type Security = "tls" | "ssl" | "none";
type SmtpField = "EMAIL_HOST" | "EMAIL_PORT" | "EMAIL_HOST_USER" | "EMAIL_HOST_PASSWORD" | "EMAIL_FROM";
type Draft = Record<SmtpField, string> & { security: Security };
type FieldErrors = Partial<Record<SmtpField, string>>;

const SECURITY_OPTIONS: { value: Security; label: string; port: string }[] = [
  { value: "tls", label: "STARTTLS", port: "587" },
  { value: "ssl", label: "SSL/TLS", port: "465" },
  { value: "none", label: "None", port: "25" },
];

function draftFrom(settings: InstanceSettings): Draft {
  return {
    EMAIL_HOST: settings.EMAIL_HOST ?? "",
    EMAIL_PORT: settings.EMAIL_PORT ?? "587",
    EMAIL_HOST_USER: settings.EMAIL_HOST_USER ?? "",
    // The server shows a stored password as a mask; sending the mask back keeps it.
    EMAIL_HOST_PASSWORD: settings.EMAIL_HOST_PASSWORD ?? "",
    EMAIL_FROM: settings.EMAIL_FROM ?? "",
    security: settings.EMAIL_USE_SSL === "1" ? "ssl" : settings.EMAIL_USE_TLS === "1" ? "tls" : "none",
  };
}

function check(draft: Draft): FieldErrors {
  const errors: FieldErrors = {};
  const port = Number(draft.EMAIL_PORT);
  if (!/^\d+$/.test(draft.EMAIL_PORT) || port < 1 || port > 65535) errors.EMAIL_PORT = "Enter a port between 1 and 65535, usually 587 or 465.";
  if (draft.EMAIL_HOST.trim() && !draft.EMAIL_FROM.trim()) errors.EMAIL_FROM = "Enter the address emails come from, like Cairn <cairn@company.com>.";
  return errors;
}

/** "/god-mode/email/": the SMTP server that sends unique codes and password reset links. */
export function EmailSettings() {
  return <InstanceSettingsLoader>{(settings) => <EmailSettingsForm initial={draftFrom(settings)} />}</InstanceSettingsLoader>;
}

function EmailSettingsForm({ initial }: { initial: Draft }) {
  const { instance } = useSnapshot(session);
  const [draft, setDraft] = useState(initial);
  const [saved, setSaved] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const dirty = (Object.keys(draft) as (keyof Draft)[]).some((key) => draft[key] !== saved[key]);
  const set = (key: SmtpField) => (event: { target: { value: string } }) => setDraft({ ...draft, [key]: event.target.value });

  function chooseSecurity(security: Security) {
    const wasDefaultPort = SECURITY_OPTIONS.some((option) => option.port === draft.EMAIL_PORT);
    const port = SECURITY_OPTIONS.find((option) => option.value === security)?.port ?? draft.EMAIL_PORT;
    setDraft({ ...draft, security, EMAIL_PORT: wasDefaultPort ? port : draft.EMAIL_PORT });
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = check(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await saveInstanceSettings({
        EMAIL_HOST: draft.EMAIL_HOST.trim(),
        EMAIL_PORT: draft.EMAIL_PORT.trim(),
        EMAIL_HOST_USER: draft.EMAIL_HOST_USER.trim(),
        EMAIL_HOST_PASSWORD: draft.EMAIL_HOST_PASSWORD,
        EMAIL_FROM: draft.EMAIL_FROM.trim(),
        EMAIL_USE_TLS: draft.security === "tls" ? "1" : "0",
        EMAIL_USE_SSL: draft.security === "ssl" ? "1" : "0",
      });
      const next = draftFrom(instanceAdmin.settings ?? {});
      setDraft(next);
      setSaved(next);
      showToast({ tone: "success", title: "Email settings saved" });
    } catch (failure) {
      const details = failure instanceof ApiError ? failure.body.details : undefined;
      if (details?.length) {
        setErrors(Object.fromEntries(details.map((detail) => [detail.path, `This ${detail.message}.`])));
      } else {
        showToast({ tone: "danger", title: "Could not save email settings", message: "Check your connection and try again." });
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <GodModePage title="Email" description="Cairn sends unique sign-in codes and password reset links through this SMTP server.">
      {!instance?.config.is_smtp_configured && (
        <Banner tone="info" title="No email server yet">
          <p>Until one is set up, unique code sign-in and password reset emails cannot be sent.</p>
        </Banner>
      )}
      <form className="god-mode__card" onSubmit={(event) => void submit(event)} noValidate>
        <div className="god-mode__grid">
          <TextField label="SMTP host" name="EMAIL_HOST" placeholder="smtp.company.com" autoComplete="off" value={draft.EMAIL_HOST} onChange={set("EMAIL_HOST")} error={errors.EMAIL_HOST} />
          <TextField label="SMTP port" name="EMAIL_PORT" inputMode="numeric" value={draft.EMAIL_PORT} onChange={set("EMAIL_PORT")} error={errors.EMAIL_PORT} />
          <TextField label="SMTP username" name="EMAIL_HOST_USER" autoComplete="off" value={draft.EMAIL_HOST_USER} onChange={set("EMAIL_HOST_USER")} error={errors.EMAIL_HOST_USER} />
          <PasswordField
            label="SMTP password"
            name="EMAIL_HOST_PASSWORD"
            autoComplete="new-password"
            value={draft.EMAIL_HOST_PASSWORD}
            onChange={set("EMAIL_HOST_PASSWORD")}
            error={errors.EMAIL_HOST_PASSWORD}
            hint={saved.EMAIL_HOST_PASSWORD ? "Stored encrypted and never shown. Leave it to keep it; clear it to remove it." : undefined}
          />
        </div>
        <TextField
          label="Sender address"
          name="EMAIL_FROM"
          placeholder="Cairn <cairn@company.com>"
          value={draft.EMAIL_FROM}
          onChange={set("EMAIL_FROM")}
          error={errors.EMAIL_FROM}
          hint="The From of every email: an address, or a name and an address."
        />
        <RadioGroup
          legend="Connection security"
          name="security"
          options={SECURITY_OPTIONS}
          value={draft.security}
          onChange={chooseSecurity}
          columns={3}
          hint="STARTTLS usually runs on port 587, SSL/TLS on 465."
        />
        <div className="god-mode__actions">
          <Button type="submit" loading={busy} disabled={!dirty}>
            Save changes
          </Button>
          {dirty && (
            <Button variant="ghost" onClick={() => { setDraft(saved); setErrors({}); }} disabled={busy}>
              Discard changes
            </Button>
          )}
        </div>
      </form>
    </GodModePage>
  );
}
