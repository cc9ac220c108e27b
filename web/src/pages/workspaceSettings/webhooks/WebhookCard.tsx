import { useState } from "react";
import type { Snapshot } from "valtio";
import { WEBHOOK_FAMILIES, type WebhookShape } from "../../../../../api/contract/webhookShapes";
import { Button } from "../../../components/Button";
import { Switch } from "../../../components/Switch";
import { describeError } from "../../../http/describeError";
import { showToast } from "../../../stores/toasts";
import { updateWebhook } from "../../../stores/webhooks";
import { FAMILY_LABELS } from "./webhookFamilies";

interface Props {
  slug: string;
  webhook: Snapshot<WebhookShape>;
  onShowLog: () => void;
  onRegenerate: () => void;
  onDelete: () => void;
}

/** One webhook: where it sends, what, whether it is on, and its log, secret and delete actions. */
export function WebhookCard({ slug, webhook, onShowLog, onRegenerate, onDelete }: Props) {
  const [busy, setBusy] = useState(false);
  const families = WEBHOOK_FAMILIES.filter((family) => webhook[family]);
  const titleId = `webhook-${webhook.id}`;
  const toggle = async (on: boolean) => {
    setBusy(true);
    try {
      await updateWebhook(slug, webhook.id, { is_active: on });
    } catch (error) {
      showToast({ tone: "danger", title: "Not changed", message: describeError(error, on ? "turn the webhook on" : "turn the webhook off") });
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className="settings-card" aria-labelledby={titleId}>
      <p id={titleId} className="webhook__url">
        {webhook.url}
      </p>
      <ul className="webhook__families" aria-label="Events sent">
        {families.length === 0 ? <li className="muted">No events chosen</li> : families.map((family) => <li key={family}>{FAMILY_LABELS[family]}</li>)}
      </ul>
      <Switch label="Active" checked={webhook.is_active} busy={busy} onChange={(on) => void toggle(on)} />
      <div className="webhook__actions">
        <Button variant="secondary" onClick={onShowLog} aria-label={`Delivery log of ${webhook.url}`}>
          Delivery log
        </Button>
        <Button variant="secondary" onClick={onRegenerate} aria-label={`New secret for ${webhook.url}`}>
          New secret
        </Button>
        <Button variant="secondary" onClick={onDelete} aria-label={`Delete ${webhook.url}`}>
          Delete
        </Button>
      </div>
    </li>
  );
}
