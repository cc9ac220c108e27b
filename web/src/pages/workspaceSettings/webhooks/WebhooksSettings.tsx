import { useEffect, useState } from "react";
import { useSnapshot, type Snapshot } from "valtio";
import type { WebhookShape, WebhookWithSecretShape } from "../../../../../api/contract/webhookShapes";
import { Button } from "../../../components/Button";
import { ConfirmDialog } from "../../../components/ConfirmDialog";
import { LoadStatus } from "../../../components/LoadStatus";
import { useDocumentTitle } from "../../../shell/useDocumentTitle";
import { showToast } from "../../../stores/toasts";
import { deleteWebhook, loadWebhooks, regenerateWebhookSecret, webhooks } from "../../../stores/webhooks";
import { workspaces } from "../../../stores/workspaces";
import { AddWebhookDialog } from "./AddWebhookDialog";
import { WebhookCard } from "./WebhookCard";
import { WebhookLogDialog } from "./WebhookLogDialog";
import { WebhookSecretDialog } from "./WebhookSecretDialog";
import "./Webhooks.css";

type Hook = Snapshot<WebhookShape>;

/**
 * /{slug}/settings/webhooks/ (issue 14, admins only): the workspace's webhooks, each with its switch,
 * events, delivery log, a new secret and delete. A secret shows once, after adding or renewing it.
 */
export function WebhooksSettings() {
  const { current } = useSnapshot(workspaces);
  const { slug: heldSlug, webhooks: list, state } = useSnapshot(webhooks);
  const [adding, setAdding] = useState(false);
  const [revealed, setRevealed] = useState<WebhookWithSecretShape | null>(null);
  const [logOf, setLogOf] = useState<Hook | null>(null);
  const [renewing, setRenewing] = useState<Hook | null>(null);
  const [deleting, setDeleting] = useState<Hook | null>(null);
  const slug = current?.slug;
  useDocumentTitle(current ? `Webhooks · ${current.name}` : "Webhooks");

  useEffect(() => {
    if (slug) void loadWebhooks(slug);
  }, [slug]);

  if (!current || !slug) return null;
  return (
    <>
      <header className="settings-page__header">
        <h1>Webhooks</h1>
        <p className="muted">Webhooks tell other tools when projects, work items, comments, states or labels change in {current.name}, with a signed POST to an address of yours.</p>
      </header>
      <section className="settings-section" aria-labelledby="webhooks-title" aria-busy={state === "loading" || undefined}>
        <div className="settings-cards__header">
          <h2 id="webhooks-title">Webhooks in this workspace</h2>
          <Button onClick={() => setAdding(true)}>Add webhook</Button>
        </div>
        <LoadStatus current={heldSlug === slug} state={state} loadingText="Loading webhooks…" failedTitle="Could not load the webhooks" onRetry={() => void loadWebhooks(slug)}>
          {list.length === 0 ? (
            <div className="empty-state" role="status">
              <p className="empty-state__title">No webhooks yet</p>
              <p className="muted">Add one to have Cairn POST each change to a chat bot, a CI job or your own service. Every delivery is signed with the webhook's secret.</p>
            </div>
          ) : (
            <ul role="list" className="settings-cards" aria-labelledby="webhooks-title">
              {list.map((hook) => (
                <WebhookCard key={hook.id} slug={slug} webhook={hook} onShowLog={() => setLogOf(hook)} onRegenerate={() => setRenewing(hook)} onDelete={() => setDeleting(hook)} />
              ))}
            </ul>
          )}
        </LoadStatus>
      </section>
      <AddWebhookDialog open={adding} onClose={() => setAdding(false)} slug={slug} onCreated={setRevealed} />
      <WebhookSecretDialog webhook={revealed} onDone={() => setRevealed(null)} />
      <WebhookLogDialog slug={slug} webhook={logOf} onClose={() => setLogOf(null)} />
      <ConfirmDialog
        open={renewing !== null}
        onClose={() => setRenewing(null)}
        title="Get a new secret?"
        description={`Deliveries to ${renewing?.url ?? "this webhook"} are signed with the new secret from now on; a receiver still checking the old one refuses them until you give it the new one.`}
        confirmLabel="Get new secret"
        action="renew the secret"
        onConfirm={async () => {
          if (renewing) setRevealed(await regenerateWebhookSecret(slug, renewing.id));
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title="Delete this webhook?"
        description={`Nothing more is sent to ${deleting?.url ?? "it"}, deliveries still waiting are dropped, and its log goes with it. This cannot be undone.`}
        confirmLabel="Delete webhook"
        action="delete the webhook"
        onConfirm={async () => {
          if (!deleting) return;
          await deleteWebhook(slug, deleting.id);
          showToast({ tone: "success", title: "Webhook deleted" });
        }}
      />
    </>
  );
}
