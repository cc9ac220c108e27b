import { afterAll, beforeAll, expect, it } from "vitest";
import { startSiblingServer, startTestServer, type TestServer } from "../helpers/testServer.js";
import { startWebhookReceiver, type WebhookReceiver } from "../helpers/webhookReceiver.js";
import { workspaceCast } from "../helpers/workspaces.js";

/** A server without a delivery worker: it queues deliveries but does not send them, as one stopped before it could. */
const NOT_SENDING = { WEBHOOK_WORKER: "0" };

let t: TestServer;
let target: WebhookReceiver;
beforeAll(async () => {
  t = await startTestServer({ setUp: true, privateWebhookTargets: true, env: NOT_SENDING });
  target = await startWebhookReceiver();
});
afterAll(async () => {
  await t.close();
  await target.close();
});

it("delivers what a stopped server had queued once a server starts again on the same database, then what the other process queues", async () => {
  const cast = await workspaceCast(t.db, t.baseUrl);
  const created = await cast.admin.client.send("POST", `/api/workspaces/${cast.workspace.slug}/webhooks/`, { url: target.url, label: true, project: true });
  expect(created.status).toBe(201);

  // The change commits with its delivery queued; the process that made it never gets to send it.
  expect((await cast.admin.client.send("POST", `/api/workspaces/${cast.workspace.slug}/projects/`, { name: "Queued before the restart", identifier: "RST" })).status).toBe(201);
  // A second process that does not send starts and stops again: nothing is lost on the way.
  await (await startSiblingServer(t, NOT_SENDING)).close();
  expect(target.received).toEqual([]);
  expect(await t.db("webhook_deliveries").where({ webhook_id: created.body.id, status: "pending" })).toHaveLength(1);

  // The god-mode switch lives in the database, so the restarted server follows it too.
  // It sends what it finds queued as it starts, without waiting for a poll.
  const after = await startSiblingServer(t, { WEBHOOK_POLL_MS: "60000" });
  try {
    const [delivery] = await target.waitFor(1);
    expect(delivery?.body).toMatchObject({ event: "project", action: "created", webhook_id: created.body.id, data: { name: "Queued before the restart" } });
    await expect.poll(async () => (await t.db("webhook_deliveries").where({ webhook_id: created.body.id }).first()).status).toBe("delivered");

    // A change made through the process that does not send wakes the one that does, at its commit.
    expect((await cast.admin.client.send("POST", `/api/workspaces/${cast.workspace.slug}/projects/`, { name: "Queued elsewhere", identifier: "ELS" })).status).toBe(201);
    const [, next] = await target.waitFor(2, 5000);
    expect(next?.body).toMatchObject({ event: "project", action: "created", data: { name: "Queued elsewhere" } });
  } finally {
    await after.close();
  }
});
