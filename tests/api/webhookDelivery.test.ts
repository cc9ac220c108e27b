import { createHmac } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { purgeExpired } from "../../api/housekeeping.js";
import { CHANGE_FEED_APPLICATION_NAME } from "../../db/changeFeed.js";
import { startTestServer, type TestServer } from "../helpers/testServer.js";
import { startWebhookReceiver, type Reply, type WebhookReceiver } from "../helpers/webhookReceiver.js";
import { allowPrivateWebhookTargets } from "../helpers/webhooks.js";
import { workspaceCast, type WorkspaceCast } from "../helpers/workspaces.js";

let t: TestServer;
let cast: WorkspaceCast;
const receivers: WebhookReceiver[] = [];
beforeAll(async () => {
  // Private targets on, so the worker may reach a receiver on 127.0.0.1; short retries keep the run fast. It
  // never polls within the test: every delivery below is sent because its change, its retry or its
  // webhook's return woke the worker.
  t = await startTestServer({ setUp: true, privateWebhookTargets: true, env: { WEBHOOK_RETRY_BASE_MS: "100", WEBHOOK_POLL_MS: "60000" } });
  cast = await workspaceCast(t.db, t.baseUrl);
});
afterAll(async () => {
  await t.close();
  for (const receiver of receivers) await receiver.close();
});

const hmac = (secret: string, material: string) => createHmac("sha256", secret).update(material).digest("hex");

async function receiver(reply?: (n: number) => Reply | Promise<Reply>) {
  const started = await startWebhookReceiver(reply);
  receivers.push(started);
  return started;
}

/** A webhook of the cast's workspace on project events, to `url`, with its secret. */
async function projectWebhook(url: string): Promise<{ id: string; secret: string }> {
  const res = await cast.admin.client.send("POST", `/api/workspaces/${cast.workspace.slug}/webhooks/`, { url, project: true });
  expect(res.status).toBe(201);
  return { id: res.body.id, secret: res.body.secret_key };
}

let projects = 0;
async function createProject(name: string): Promise<string> {
  projects += 1;
  const res = await cast.admin.client.send("POST", `/api/workspaces/${cast.workspace.slug}/projects/`, { name, identifier: `HOOK${projects}` });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as string;
}

async function logsOf(webhookId: string, count: number) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const res = await cast.admin.client.get(`/api/workspaces/${cast.workspace.slug}/webhook-logs/${webhookId}/`);
    expect(res.status).toBe(200);
    if (res.body.length >= count || Date.now() > deadline) return res.body as { outcome: string; response_status: number | null; error: string | null; attempt: number; event_type: string; action: string; duration_ms: number; response_body: string }[];
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe("webhook deliveries", () => {
  it("asks the database nothing while no delivery is pending", async () => {
    const asked: string[] = [];
    const listen = (query: { sql: string }) => {
      if (query.sql.includes("webhook_deliveries")) asked.push(query.sql);
    };
    // Past the look the worker takes as it starts, then longer than the poll it used to make every second.
    await new Promise((resolve) => setTimeout(resolve, 300));
    t.db.on("query", listen);
    try {
      await new Promise((resolve) => setTimeout(resolve, 1500));
    } finally {
      t.db.off("query", listen);
    }
    expect(asked).toEqual([]);
  });

  it("signs each delivery so the receiver can verify it, and logs it", async () => {
    const target = await receiver();
    const hook = await projectWebhook(target.url);
    const projectId = await createProject("Signed delivery");
    const [delivery] = await target.waitFor(1);
    if (!delivery) throw new Error("unreachable");

    expect(delivery.headers["content-type"]).toBe("application/json");
    expect(delivery.headers["x-plane-event"]).toBe("project");
    expect(delivery.headers["x-plane-delivery"]).toMatch(/^[0-9a-f-]{36}$/);
    expect(delivery.headers["x-plane-signature"]).toBe(hmac(hook.secret, delivery.raw));
    const timestamp = String(delivery.headers["x-cairn-timestamp"]);
    expect(Math.abs(Number(timestamp) - Date.now() / 1000)).toBeLessThan(60);
    expect(delivery.headers["x-cairn-signature"]).toBe(`t=${timestamp},v1=${hmac(hook.secret, `${timestamp}.${delivery.raw}`)}`);
    // A forged body does not match.
    expect(hmac(hook.secret, delivery.raw.replace("Signed", "Forged"))).not.toBe(delivery.headers["x-plane-signature"]);
    expect(delivery.body).toMatchObject({ event: "project", action: "created", webhook_id: hook.id, workspace_id: cast.workspace.id, data: { id: projectId, name: "Signed delivery" } });

    const [logged] = await logsOf(hook.id, 1);
    expect(logged).toMatchObject({ outcome: "delivered", response_status: 200, error: null, attempt: 1, event_type: "project", action: "created", response_body: "answer 200" });
    expect(logged?.duration_ms).toBeGreaterThanOrEqual(0);
  });

  it("retries after the receiver fails, and keeps a webhook's deliveries in order", async () => {
    const target = await receiver((n) => ({ status: n === 0 ? 500 : 200 }));
    const hook = await projectWebhook(target.url);
    for (const name of ["First", "Second", "Third"]) await createProject(name);
    const received = await target.waitFor(4);
    await new Promise((resolve) => setTimeout(resolve, 300));
    // The failed first one is sent again before the others, which waited for it.
    expect(received.map((delivery) => delivery.body.data.name)).toEqual(["First", "First", "Second", "Third"]);
    expect(received[0]?.headers["x-plane-delivery"]).toBe(received[1]?.headers["x-plane-delivery"]);
    const logs = (await logsOf(hook.id, 4)).reverse();
    expect(logs.map((log) => [log.outcome, log.response_status, log.attempt])).toEqual([
      ["retrying", 500, 1],
      ["delivered", 200, 2],
      ["delivered", 200, 1],
      ["delivered", 200, 1],
    ]);
  });

  it("gives a delivery up a day after its change, and then sends the next one", async () => {
    let healthy = false;
    const target = await receiver(() => ({ status: healthy ? 200 : 503 }));
    const hook = await projectWebhook(target.url);
    await createProject("Doomed");
    await createProject("After");
    await target.waitFor(1);
    // As if the receiver had been failing since yesterday: its next failure is the last.
    const [doomedId] = await t.db("webhook_deliveries").where({ webhook_id: hook.id }).orderBy("seq").pluck("id");
    await t.db("webhook_deliveries").where("id", doomedId).update({ created_at: new Date(Date.now() - 25 * 3600_000) });
    await expect.poll(async () => (await logsOf(hook.id, 1)).some((log) => log.outcome === "failed"), { timeout: 5000 }).toBe(true);
    healthy = true;
    await expect.poll(() => target.received.some((delivery) => delivery.body.data.name === "After"), { timeout: 5000 }).toBe(true);
    // "After" waited for "Doomed" to be given up: nothing of it arrived before.
    const names = target.received.map((delivery) => delivery.body.data.name);
    expect(names.indexOf("After")).toBe(names.length - 1);
    expect(new Set(names.slice(0, -1))).toEqual(new Set(["Doomed"]));
    await expect.poll(async () => t.db("webhook_deliveries").where({ webhook_id: hook.id }).orderBy("seq").pluck("status")).toEqual(["failed", "delivered"]);
    const failed = (await logsOf(hook.id, 1)).find((log) => log.outcome === "failed");
    expect(failed?.response_status).toBe(503);
  });

  it("does not follow a redirect: a 3xx is logged as a failure", async () => {
    const elsewhere = await receiver();
    const target = await receiver(() => ({ status: 302, headers: { Location: elsewhere.url } }));
    const hook = await projectWebhook(target.url);
    await createProject("Redirected");
    await target.waitFor(1);
    const [logged] = await logsOf(hook.id, 1);
    expect(logged).toMatchObject({ outcome: "retrying", response_status: 302, error: "Redirects are not followed" });
    expect(elsewhere.received).toEqual([]);
    await cast.admin.client.send("DELETE", `/api/workspaces/${cast.workspace.slug}/webhooks/${hook.id}/`);
  });

  it("refuses a private target at delivery time when the instance does not allow them", async () => {
    const target = await receiver();
    const hook = await projectWebhook(target.url);
    await allowPrivateWebhookTargets(t.db, t.config.secretKey, false);
    try {
      await createProject("Kept inside");
      const [logged] = await logsOf(hook.id, 1);
      expect(logged).toMatchObject({ outcome: "retrying", response_status: null, error: "points to a private, loopback, link-local or metadata address; use a public address, or ask the instance admin to allow private targets in God mode › Webhooks" });
      expect(target.received).toEqual([]);
    } finally {
      await allowPrivateWebhookTargets(t.db, t.config.secretKey, true);
      await cast.admin.client.send("DELETE", `/api/workspaces/${cast.workspace.slug}/webhooks/${hook.id}/`);
    }
  });

  it("holds a turned-off webhook's deliveries, and sends them as soon as it is turned back on", async () => {
    let answerFirst: (reply: Reply) => void = () => undefined;
    const target = await receiver((n) => (n === 0 ? new Promise<Reply>((resolve) => (answerFirst = resolve)) : { status: 200 }));
    const hook = await projectWebhook(target.url);
    const hookPath = `/api/workspaces/${cast.workspace.slug}/webhooks/${hook.id}/`;
    await createProject("Held back");
    await target.waitFor(1);
    // Turned off while its first attempt is under way, which then fails: the retry waits for the webhook.
    expect((await cast.admin.client.send("PATCH", hookPath, { is_active: false })).status).toBe(200);
    answerFirst({ status: 500 });
    expect((await logsOf(hook.id, 1))[0]).toMatchObject({ outcome: "retrying", attempt: 1 });
    // Four times the first retry's wait.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(target.received).toHaveLength(1);

    expect((await cast.admin.client.send("PATCH", hookPath, { is_active: true })).status).toBe(200);
    const [first, again] = await target.waitFor(2, 5000);
    expect(again?.headers["x-plane-delivery"]).toBe(first?.headers["x-plane-delivery"]);
    expect((await logsOf(hook.id, 2))[0]).toMatchObject({ outcome: "delivered", attempt: 2 });
  });

  it.skipIf(!process.env.DATABASE_URL)("sends what was queued while it could not listen, once it listens again", async () => {
    const target = await receiver();
    await projectWebhook(target.url);
    const cut = await t.db.raw<{ rows: unknown[] }>("select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and application_name = ?", [CHANGE_FEED_APPLICATION_NAME]);
    expect(cut.rows).toHaveLength(1);
    // After the look the worker takes as the connection drops, before a new one listens (a second later).
    await new Promise((resolve) => setTimeout(resolve, 200));
    await createProject("Queued unheard");
    const [delivery] = await target.waitFor(1, 5000);
    expect(delivery?.body.data.name).toBe("Queued unheard");
  });

  it("queues nothing for families a webhook does not take, nor for an inactive webhook", async () => {
    const target = await receiver();
    const res = await cast.admin.client.send("POST", `/api/workspaces/${cast.workspace.slug}/webhooks/`, { url: target.url, issue: true });
    const off = await receiver();
    await cast.admin.client.send("POST", `/api/workspaces/${cast.workspace.slug}/webhooks/`, { url: off.url, project: true, is_active: false });
    await createProject("Not for issue hooks");
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(target.received).toEqual([]);
    expect(off.received).toEqual([]);
    expect(await t.db("webhook_deliveries").where("webhook_id", res.body.id)).toEqual([]);
  });

  it("housekeeping drops finished deliveries and their log after a month, never pending ones", async () => {
    const target = await receiver();
    const hook = await projectWebhook(target.url);
    await createProject("Old news");
    await target.waitFor(1);
    await expect.poll(async () => (await t.db("webhook_deliveries").where({ webhook_id: hook.id }).first())?.status).toBe("delivered");
    await t.db("webhook_deliveries").where({ webhook_id: hook.id }).update({ finished_at: new Date(Date.now() - 31 * 24 * 3600_000) });
    const [waiting] = await t.db("webhook_deliveries").insert({ webhook_id: hook.id, workspace_id: cast.workspace.id, event: "project", action: "updated", body: "{}", next_attempt_at: new Date(Date.now() + 3600_000) }).returning("id");
    await purgeExpired(t.db);
    expect(await t.db("webhook_deliveries").where({ webhook_id: hook.id }).pluck("id")).toEqual([waiting.id]);
    expect(await t.db("webhook_logs").where({ webhook_id: hook.id })).toEqual([]);
  });
});
