import { useEffect, useState } from "react";
import type { Snapshot } from "valtio";
import type { WebhookLogShape, WebhookShape } from "../../../../../api/contract/webhookShapes";
import { Button } from "../../../components/Button";
import { Dialog } from "../../../components/Dialog";
import { LoadStatus } from "../../../components/LoadStatus";
import type { LoadState } from "../../../stores/loadOwned";
import { fetchWebhookLogs } from "../../../stores/webhooks";
import { relativeTime } from "../../workItems/relativeTime";

const OUTCOME_WORDS: Record<WebhookLogShape["outcome"], string> = { delivered: "Delivered", retrying: "Failed, will retry", failed: "Failed, gave up" };

/** One attempt: what was sent, how the receiver answered, how long it took. */
function LogEntry({ entry }: { entry: WebhookLogShape }) {
  return (
    <li className={`webhook-log__entry webhook-log__entry--${entry.outcome}`}>
      <div className="webhook-log__line">
        <span className="webhook-log__outcome">{OUTCOME_WORDS[entry.outcome]}</span>
        <code>
          {entry.event_type}.{entry.action}
        </code>
        <span className="muted">{entry.response_status === null ? "No answer" : `HTTP ${entry.response_status}`}</span>
        <span className="muted">{entry.duration_ms} ms</span>
        <span className="muted">Attempt {entry.attempt}</span>
        <time className="muted" dateTime={entry.created_at}>
          {relativeTime(entry.created_at)}
        </time>
      </div>
      {(entry.error || entry.response_body) && <pre className="webhook-log__excerpt">{entry.error ?? entry.response_body}</pre>}
    </li>
  );
}

/** A webhook's delivery log, newest first, read when opened and again on Refresh. */
export function WebhookLogDialog({ slug, webhook, onClose }: { slug: string; webhook: Snapshot<WebhookShape> | null; onClose: () => void }) {
  const [entries, setEntries] = useState<WebhookLogShape[]>([]);
  const [state, setState] = useState<LoadState>("loading");
  const [round, setRound] = useState(0);
  const id = webhook?.id;
  // Read on opening and on each Refresh; the state changes only when the answer arrives.
  useEffect(() => {
    if (!id) return;
    let stale = false;
    fetchWebhookLogs(slug, id).then(
      (found) => {
        if (stale) return;
        setEntries(found);
        setState("ready");
      },
      () => {
        if (!stale) setState("error");
      },
    );
    return () => {
      stale = true;
    };
  }, [slug, id, round]);
  const load = () => {
    setState("loading");
    setRound((n) => n + 1);
  };

  return (
    <Dialog
      open={webhook !== null}
      onClose={onClose}
      title="Delivery log"
      description={webhook ? `Recent attempts to deliver to ${webhook.url}` : undefined}
      footer={
        <>
          <Button variant="secondary" onClick={load}>
            Refresh
          </Button>
          <Button onClick={onClose}>Close</Button>
        </>
      }
    >
      <LoadStatus state={state} loadingText="Loading deliveries…" failedTitle="Could not load the delivery log" onRetry={load}>
        {entries.length === 0 ? (
          <div className="empty-state" role="status">
            <p className="empty-state__title">Nothing sent yet</p>
            <p className="muted">Deliveries show here once something this webhook listens to changes.</p>
          </div>
        ) : (
          <ul role="list" className="webhook-log" aria-label="Delivery attempts">
            {entries.map((entry) => (
              <LogEntry key={entry.id} entry={entry} />
            ))}
          </ul>
        )}
      </LoadStatus>
    </Dialog>
  );
}
