import type { Db } from "../../db/connection.js";
import type { Config } from "../config.js";
import { privateWebhookTargetsAllowed } from "../instance/settings.js";
import { postWebhook, type PostResult } from "./post.js";
import { openWebhookSecret } from "./secret.js";
import { signDelivery } from "./signature.js";
import { resolveWebhookTarget } from "./targetGuard.js";

/** How long a claimed delivery is this worker's alone; a crashed worker's claim lapses and another sends it. */
const CLAIM_SECONDS = 60;
/** A delivery still failing this long after its change is given up. */
const GIVE_UP_AFTER_MS = 24 * 3600 * 1000;
/** The longest single wait between two attempts. */
const MAX_WAIT_MS = 6 * 3600 * 1000;
const BATCH = 20;
/** The shortest sleep between rounds: a head due "now" but still locked by another worker's claim is taken a moment later, not in a spin. */
const MIN_WAIT_MS = 20;

interface DueDelivery {
  id: string;
  webhook_id: string;
  event: string;
  body: string;
  attempts: number;
  created_at: Date;
  /** Its webhook's URL and sealed secret as they are at the claim, read by the claim itself. */
  url: string;
  secret_sealed: string;
}

/** The head of each active webhook's queue: a webhook's events go out in order, so only its oldest pending delivery may be sent. */
const QUEUE_HEADS = `from webhook_deliveries d join webhooks w on w.id = d.webhook_id
    where d.status = 'pending' and w.is_active
      and not exists (select 1 from webhook_deliveries e where e.webhook_id = d.webhook_id and e.status = 'pending' and e.seq < d.seq)`;

/**
 * Claims the due heads of the queues (QUEUE_HEADS), oldest first: a failing webhook holds back the rest of
 * its deliveries until it succeeds or is given up. SKIP LOCKED and the claim let several server processes
 * share the queue without sending anything twice; no transaction stays open while posting. The claim
 * answers each webhook's URL and secret too, so a batch costs no query per delivery.
 */
const CLAIM_SQL = `update webhook_deliveries as claimed set claimed_until = now() + interval '${CLAIM_SECONDS} seconds'
  from webhooks as hook
  where hook.id = claimed.webhook_id and claimed.id in (
    select d.id ${QUEUE_HEADS}
      and d.next_attempt_at <= now() and (d.claimed_until is null or d.claimed_until < now())
    order by d.seq
    limit ${BATCH}
    for update of d skip locked)
  returning claimed.id, claimed.webhook_id, claimed.event, claimed.body, claimed.attempts, claimed.created_at, hook.url, hook.secret_sealed`;

/**
 * Milliseconds until the next head of a queue falls due (below zero when it is overdue): once its retry
 * wait, and any claim on it (a crashed worker's lapses), has run out; null when nothing is pending.
 * Reckoned by the database's clock, which set those times.
 */
const NEXT_DUE_SQL = `select (extract(epoch from min(greatest(d.next_attempt_at, coalesce(d.claimed_until, d.next_attempt_at))) - now()) * 1000)::float8 as wait_ms
  ${QUEUE_HEADS}`;

/** The attempt's outcome and its log row in one statement, so the log never disagrees with the queue. */
const RECORD_SQL = `with done as (
    update webhook_deliveries
      set status = ?, attempts = attempts + 1, next_attempt_at = ?, claimed_until = null, finished_at = case when ? = 'pending' then null else now() end
      where id = ?
      returning id, webhook_id, workspace_id, event, action, attempts
  )
  insert into webhook_logs (delivery_id, webhook_id, workspace_id, event, action, attempt, response_status, response_excerpt, error, duration_ms, outcome)
  select id, webhook_id, workspace_id, event, action, attempts, ?, ?, ?, ?, ? from done`;

export interface WebhookWorker {
  /**
   * Looks for due deliveries now (or once more after the round under way): the server calls it as it
   * starts, for what a stopped server left queued, and on every webhook_queued notification.
   */
  wake(): void;
  /** Stops waiting, aborts attempts under way (their claims are released unrecorded) and waits for them. */
  stop(): Promise<void>;
}

type Log = (message: string, error?: unknown) => void;

/**
 * Sends webhook deliveries as they fall due. It sleeps while none is: wake() is called when a change
 * queues one, in any process (the webhook_queued channel, db/migrations/20261130_0025_webhook_queued_notify.ts,
 * heard by the server's change feed), and after each round it sleeps until the next retry is due, or
 * WEBHOOK_POLL_MS at most. An idle server so asks the database nothing, and a delivery leaves as soon as
 * its change commits. It does nothing until first woken.
 */
export function createWebhookWorker(db: Db, config: Config, log: Log): WebhookWorker {
  const shutdown = new AbortController();
  let running: Promise<void> | null = null;
  /** Set when woken during a round: what woke it may have committed after the round's last claim looked. */
  let wokenAgain = false;
  let timer: NodeJS.Timeout | undefined;

  const deliver = async (delivery: DueDelivery, allowPrivate: boolean): Promise<void> => {
    const started = performance.now();
    let result: PostResult | null = null;
    let error: string | null = null;
    try {
      const target = await resolveWebhookTarget(delivery.url, allowPrivate);
      const secret = openWebhookSecret(config.secretKey, delivery.secret_sealed);
      // Sealed under another SECRET_KEY: signing with an empty key would only teach receivers to accept anything.
      if (!secret) throw new Error("The signing secret cannot be read with this server's SECRET_KEY; get a new secret in settings");
      const headers = { ...signDelivery(secret, delivery.body), "X-Plane-Delivery": delivery.id, "X-Plane-Event": delivery.event };
      result = await postWebhook(target, headers, delivery.body, shutdown.signal);
    } catch (failure) {
      if (shutdown.signal.aborted) {
        // Cut short by the server closing, not the receiver's fault: the next start sends it again.
        await db("webhook_deliveries").where("id", delivery.id).update({ claimed_until: null });
        return;
      }
      error = failure instanceof Error ? failure.message : String(failure);
    }
    const durationMs = Math.round(performance.now() - started);
    const attempt = delivery.attempts + 1;
    const ok = result !== null && result.status >= 200 && result.status < 300;
    const nextAt = new Date(Date.now() + Math.min(config.webhookRetryBaseMs * 2 ** (attempt - 1), MAX_WAIT_MS));
    const givesUp = !ok && nextAt.getTime() - new Date(delivery.created_at).getTime() > GIVE_UP_AFTER_MS;
    const status = ok ? "delivered" : givesUp ? "failed" : "pending";
    const outcome = ok ? "delivered" : givesUp ? "failed" : "retrying";
    if (result && !ok && result.status >= 300 && result.status < 400) error = "Redirects are not followed";
    await db.raw(RECORD_SQL, [status, nextAt, status, delivery.id, result?.status ?? null, result?.excerpt ?? "", error, durationMs, outcome]);
  };

  const drainOnce = async (): Promise<void> => {
    while (!shutdown.signal.aborted) {
      const claimed = (await db.raw<{ rows: DueDelivery[] }>(CLAIM_SQL)).rows;
      if (claimed.length === 0) return;
      // Asked afresh for every batch: once the instance admin turns private targets off, nothing more goes there.
      const allowPrivate = await privateWebhookTargetsAllowed(db);
      await Promise.all(claimed.map((delivery) => deliver(delivery, allowPrivate).catch((failure: unknown) => log("webhook delivery failed to record", failure))));
    }
  };

  const sleepUntilDue = async (): Promise<void> => {
    let waitMs = config.webhookPollMs;
    try {
      const next = (await db.raw<{ rows: { wait_ms: number | null }[] }>(NEXT_DUE_SQL)).rows[0]?.wait_ms;
      if (next !== null && next !== undefined) waitMs = Math.min(Math.max(next, MIN_WAIT_MS), waitMs);
    } catch (failure) {
      log("webhook worker failed to find the next due delivery", failure);
    }
    if (shutdown.signal.aborted) return;
    clearTimeout(timer);
    timer = setTimeout(wake, waitMs);
    timer.unref();
  };

  const round = async (): Promise<void> => {
    do {
      wokenAgain = false;
      await drainOnce().catch((failure: unknown) => log("webhook worker failed", failure));
      if (!wokenAgain) await sleepUntilDue();
    } while (wokenAgain && !shutdown.signal.aborted);
  };

  function wake(): void {
    if (shutdown.signal.aborted) return;
    if (running) {
      wokenAgain = true;
      return;
    }
    clearTimeout(timer);
    running = round().finally(() => {
      running = null;
    });
  }

  return {
    wake,
    async stop() {
      shutdown.abort();
      clearTimeout(timer);
      await running;
    },
  };
}
