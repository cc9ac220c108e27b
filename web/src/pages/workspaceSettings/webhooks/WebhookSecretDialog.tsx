import type { WebhookWithSecretShape } from "../../../../../api/contract/webhookShapes";
import { Banner } from "../../../components/Banner";
import { Button } from "../../../components/Button";
import { Dialog } from "../../../components/Dialog";
import { TextAreaField } from "../../../components/TextAreaField";
import { showToast } from "../../../stores/toasts";

/**
 * The one time a webhook's signing secret is shown, after adding it or getting a new one. The receiver
 * needs it to check X-Plane-Signature; the server keeps it sealed and never sends it again.
 */
export function WebhookSecretDialog({ webhook, onDone }: { webhook: WebhookWithSecretShape | null; onDone: () => void }) {
  const copySecret = (secret: string) =>
    navigator.clipboard.writeText(secret).then(
      () => showToast({ tone: "success", title: "Secret copied", message: "Give it to the receiver so it can check each delivery's signature." }),
      () => showToast({ tone: "warning", title: "Could not copy", message: "Select the secret and copy it yourself." }),
    );
  return (
    <Dialog
      open={webhook !== null}
      onClose={onDone}
      title="Copy the signing secret"
      description={webhook ? `For deliveries to ${webhook.url}` : undefined}
      footer={
        <>
          <Button variant="secondary" onClick={() => webhook && void copySecret(webhook.secret_key)}>
            Copy secret
          </Button>
          <Button onClick={onDone}>Done</Button>
        </>
      }
    >
      {webhook && (
        <div className="settings-form">
          <Banner tone="warning" title="This secret is shown only now">
            Each delivery carries an HMAC-SHA256 of its body made with it. If you lose it, get a new one from the webhook's menu.
          </Banner>
          <TextAreaField label="Secret" value={webhook.secret_key} readOnly rows={2} spellCheck={false} className="webhook-secret" onFocus={(event) => event.target.select()} />
        </div>
      )}
    </Dialog>
  );
}
