import { useState } from "react";
import { WEBHOOK_FAMILIES, WEBHOOK_URL_MAX_LENGTH, type WebhookFamily, type WebhookWithSecretShape } from "../../../../../api/contract/webhookShapes";
import { FormDialog } from "../../../components/FormDialog";
import { Switch } from "../../../components/Switch";
import { TextField } from "../../../components/TextField";
import { useCreateForm, type FieldErrors } from "../../../components/useCreateForm";
import type { ApiError } from "../../../http/client";
import { createWebhook } from "../../../stores/webhooks";
import { FAMILY_LABELS } from "./webhookFamilies";

type Field = "url" | "events";

function errorsFromServer(error: ApiError): FieldErrors<Field> {
  const detail = (error.body.details ?? []).find((item) => item.path === "url");
  return detail ? { url: `This URL ${detail.message}.` } : {};
}

const NONE = Object.fromEntries(WEBHOOK_FAMILIES.map((family) => [family, false])) as Record<WebhookFamily, boolean>;

interface Props {
  open: boolean;
  onClose: () => void;
  slug: string;
  /** The new webhook with its secret, once the dialog has closed. */
  onCreated: (webhook: WebhookWithSecretShape) => void;
}

/** URL, events and the active switch of a new webhook; its secret is shown by the dialog that follows. */
export function AddWebhookDialog({ open, onClose, slug, onCreated }: Props) {
  const [url, setUrl] = useState("");
  const [families, setFamilies] = useState(NONE);
  const [active, setActive] = useState(true);
  const chosen = WEBHOOK_FAMILIES.some((family) => families[family]);
  const { errors, edited, failure, saving, close, submit } = useCreateForm<Field>({
    action: "add the webhook",
    checks: {
      url: /^https?:\/\/\S+$/i.test(url.trim()) ? undefined : "Enter the address to send events to, starting with https:// or http://.",
      events: chosen ? undefined : "Choose at least one kind of event to send.",
    },
    resetFields: () => {
      setUrl("");
      setFamilies(NONE);
      setActive(true);
    },
    onClose,
    fieldErrors: errorsFromServer,
  });

  return (
    <FormDialog
      open={open}
      onClose={close}
      title="Add webhook"
      description="Cairn sends a signed POST to this address whenever one of the chosen things changes in this workspace."
      submitLabel="Add webhook"
      saving={saving}
      failureTitle="Webhook not added"
      failure={failure}
      className="settings-form"
      onSubmit={() => submit(() => createWebhook(slug, { url: url.trim(), is_active: active, ...families }), onCreated)}
      confirmDiscard={Boolean(url.trim() || chosen)}
    >
      <TextField
        label="Payload URL"
        name="url"
        type="url"
        inputMode="url"
        placeholder="https://example.com/cairn-events"
        value={url}
        maxLength={WEBHOOK_URL_MAX_LENGTH}
        autoComplete="off"
        required
        error={errors.url}
        onChange={(event) => {
          setUrl(event.target.value);
          edited("url");
        }}
      />
      <fieldset className={`webhook-events${errors.events ? " field--invalid" : ""}`} aria-describedby={errors.events ? "webhook-events-error" : undefined}>
        <legend className="field__label">Events to send</legend>
        {WEBHOOK_FAMILIES.map((family) => (
          <label key={family} className="webhook-events__choice">
            <input
              type="checkbox"
              name={family}
              checked={families[family]}
              onChange={(event) => {
                setFamilies({ ...families, [family]: event.target.checked });
                edited("events");
              }}
            />
            {FAMILY_LABELS[family]}
          </label>
        ))}
        {errors.events && (
          <p id="webhook-events-error" className="field__error">
            {errors.events}
          </p>
        )}
      </fieldset>
      <Switch label="Active" description="An inactive webhook keeps its settings but is sent nothing." checked={active} onChange={setActive} />
    </FormDialog>
  );
}
