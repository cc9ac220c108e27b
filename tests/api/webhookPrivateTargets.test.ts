import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestClient } from "../helpers/client.js";
import { setUpInstance, STRONG_PASSWORD } from "../helpers/factories.js";
import { startTestServer, type TestServer } from "../helpers/testServer.js";
import { startWebhookReceiver, type WebhookReceiver } from "../helpers/webhookReceiver.js";
import { PUBLIC_TEST_URL } from "../helpers/webhooks.js";
import { workspaceCast, type WorkspaceCast } from "../helpers/workspaces.js";

/**
 * Whether webhooks may reach private addresses is the instance admin's god-mode switch
 * (WEBHOOK_ALLOW_PRIVATE_TARGETS), off by default: it is read when a URL is saved and again before each delivery.
 */
const CONFIGURATIONS = "/api/instances/configurations/";
const REFUSED = "points to a private, loopback, link-local or metadata address; use a public address, or ask the instance admin to allow private targets in God mode › Webhooks";

let t: TestServer;
let cast: WorkspaceCast;
let instanceAdmin: TestClient;
let receiver: WebhookReceiver;
beforeAll(async () => {
  t = await startTestServer({ env: { WEBHOOK_POLL_MS: "50", WEBHOOK_RETRY_BASE_MS: "60000" } });
  const admin = await setUpInstance(t.db);
  instanceAdmin = new TestClient(t.baseUrl);
  const signIn = await instanceAdmin.form("/api/instances/admins/sign-in/", { email: admin.email, password: STRONG_PASSWORD });
  expect(signIn.location?.pathname).toBe("/god-mode/general/");
  cast = await workspaceCast(t.db, t.baseUrl);
  receiver = await startWebhookReceiver();
});
afterAll(async () => {
  await t.close();
  await receiver.close();
});

const hooksPath = () => `/api/workspaces/${cast.workspace.slug}/webhooks/`;

async function setting(): Promise<{ key: string; value: string; category: string; is_encrypted: boolean } | undefined> {
  const res = await instanceAdmin.get(CONFIGURATIONS);
  expect(res.status).toBe(200);
  return (res.body as { key: string; value: string; category: string; is_encrypted: boolean }[]).find((row) => row.key === "WEBHOOK_ALLOW_PRIVATE_TARGETS");
}

async function logsOf(webhookId: string, count: number): Promise<{ outcome: string; error: string | null }[]> {
  const path = `/api/workspaces/${cast.workspace.slug}/webhook-logs/${webhookId}/`;
  await expect.poll(async () => (await cast.admin.client.get(path)).body.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(count);
  return (await cast.admin.client.get(path)).body;
}

let projects = 0;
async function createProject(): Promise<void> {
  projects += 1;
  const res = await cast.admin.client.send("POST", `/api/workspaces/${cast.workspace.slug}/projects/`, { name: `Private ${projects}`, identifier: `PRV${projects}` });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
}

describe("god mode's switch for private webhook targets", () => {
  it("is off by default, in its own WEBHOOKS category", async () => {
    expect(await setting()).toEqual({ key: "WEBHOOK_ALLOW_PRIVATE_TARGETS", value: "0", category: "WEBHOOKS", is_encrypted: false });
  });

  it("while off, a webhook to 127.0.0.1 is refused with a 400 naming the url, on create and on edit", async () => {
    const created = await cast.admin.client.send("POST", hooksPath(), { url: receiver.url, project: true });
    expect(created.status).toBe(400);
    expect(created.body).toMatchObject({ code: "validation_error", error: `url: ${REFUSED}`, details: [{ path: "url", message: REFUSED }] });

    const hook = await cast.admin.client.send("POST", hooksPath(), { url: PUBLIC_TEST_URL, project: true, is_active: false });
    expect(hook.status).toBe(201);
    const edited = await cast.admin.client.send("PATCH", `${hooksPath()}${hook.body.id}/`, { url: receiver.url });
    expect(edited.status).toBe(400);
    expect(edited.body.details).toEqual([{ path: "url", message: REFUSED }]);
    expect((await cast.admin.client.send("DELETE", `${hooksPath()}${hook.body.id}/`)).status).toBe(204);
  });

  it("only the instance admin may change it: 401 signed out, 403 for a workspace admin", async () => {
    const change = { WEBHOOK_ALLOW_PRIVATE_TARGETS: "1" };
    expect((await new TestClient(t.baseUrl).send("PATCH", CONFIGURATIONS, change)).status).toBe(401);
    expect((await cast.admin.client.send("PATCH", CONFIGURATIONS, change)).status).toBe(403);
    expect((await cast.admin.client.get(CONFIGURATIONS)).status).toBe(403);
    expect((await setting())?.value).toBe("0");
    expect((await cast.admin.client.send("POST", hooksPath(), { url: receiver.url, project: true })).status).toBe(400);
  });

  it.each([["true"], [true], [1], [""], [null]])("refuses the value %j with a 400 naming the setting", async (value) => {
    const res = await instanceAdmin.send("PATCH", CONFIGURATIONS, { WEBHOOK_ALLOW_PRIVATE_TARGETS: value });
    expect(res.status).toBe(400);
    expect(res.body.details?.[0]?.path).toBe("WEBHOOK_ALLOW_PRIVATE_TARGETS");
    expect((await setting())?.value).toBe("0");
  });

  it("once the instance admin turns it on, the webhook is accepted and delivered; turned off, queued deliveries stop", async () => {
    const on = await instanceAdmin.send("PATCH", CONFIGURATIONS, { WEBHOOK_ALLOW_PRIVATE_TARGETS: "1" });
    expect(on.status).toBe(200);
    expect((await setting())?.value).toBe("1");

    const hook = await cast.admin.client.send("POST", hooksPath(), { url: receiver.url, project: true });
    expect(hook.status).toBe(201);
    await createProject();
    const [delivery] = await receiver.waitFor(1);
    expect(delivery?.body).toMatchObject({ event: "project", action: "created", webhook_id: hook.body.id, data: { name: "Private 1" } });

    expect((await instanceAdmin.send("PATCH", CONFIGURATIONS, { WEBHOOK_ALLOW_PRIVATE_TARGETS: "0" })).status).toBe(200);
    await createProject();
    const logs = await logsOf(hook.body.id, 2);
    expect(logs.map((log) => log.outcome).sort()).toEqual(["delivered", "retrying"]);
    expect(logs.find((log) => log.outcome === "retrying")?.error).toBe(REFUSED);
    expect(receiver.received).toHaveLength(1);
    expect((await cast.admin.client.send("POST", hooksPath(), { url: receiver.url, label: true })).status).toBe(400);
  });
});
