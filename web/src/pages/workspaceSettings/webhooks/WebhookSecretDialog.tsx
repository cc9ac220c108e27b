import type { WebhookWithSecretShape } from "../../../../../api/contract/webhookShapes";
import { SecretOnceDialog } from "../../../components/SecretOnceDialog";

/**
 * The one time a webhook's signing secret is shown, after adding it or getting a new one. The receiver
 * needs it to check X-Plane-Signature; the server keeps it sealed and never sends it again.
 */
export function WebhookSecretDialog({ webhook, onDone }: { webhook: WebhookWithSecretShape | null; onDone: () => void }) {
  return (
    <SecretOnceDialog
      secret={webhook?.secret_key ?? null}
      onDone={onDone}
      title="Copy the signing secret"
      description={webhook ? `For deliveries to ${webhook.url}` : undefined}
      label="Secret"
      noun="secret"
      copiedMessage="Give it to the receiver so it can check each delivery's signature."
      warningTitle="This secret is shown only now"
      warning="Each delivery carries an HMAC-SHA256 of its body made with it. If you lose it, get a new one from the webhook's menu."
    />
  );
}
