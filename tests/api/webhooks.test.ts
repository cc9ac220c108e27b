import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openWebhookSecret } from "../../api/webhooks/secret.js";
import { Webhook } from "../../db/models/Webhook.js";
import { TestClient } from "../helpers/client.js";
import { recordEvents } from "../helpers/events.js";
import { startTestServer, type TestServer } from "../helpers/testServer.js";
import { buildWebhook, PUBLIC_TEST_URL } from "../helpers/webhooks.js";
import { workspaceCast, type WorkspaceCast } from "../helpers/workspaces.js";

let t: TestServer;
let cast: WorkspaceCast;
let other: WorkspaceCast;
beforeAll(async () => {
  t = await startTestServer({ setUp: true });
  [cast, other] = await Promise.all([workspaceCast(t.db, t.baseUrl), workspaceCast(t.db, t.baseUrl)]);
});
afterAll(() => t.close());

const hooksPath = (slug = cast.workspace.slug) => `/api/workspaces/${slug}/webhooks/`;
const hookPath = (id: string, slug = cast.workspace.slug) => `${hooksPath(slug)}${id}/`;
const WEBHOOK_KEYS = ["created_at", "created_by", "id", "is_active", "issue", "issue_comment", "label", "project", "state", "updated_at", "url", "workspace"];
const NOT_FOUND = { error: "Webhook not found", code: "not_found" };

describe("POST /api/workspaces/:slug/webhooks/", () => {
  it("adds a webhook and shows its secret once, storing it sealed", async () => {
    const events = recordEvents(t.server.services.events);
    const res = await cast.admin.client.send("POST", hooksPath(), { url: PUBLIC_TEST_URL, issue: true, issue_comment: true });
    events.stop();
    expect(res.status).toBe(201);
    expect(Object.keys(res.body).sort()).toEqual([...WEBHOOK_KEYS, "secret_key"].sort());
    expect(res.body).toMatchObject({ url: PUBLIC_TEST_URL, is_active: true, issue: true, issue_comment: true, project: false, state: false, label: false, workspace: cast.workspace.id, created_by: cast.admin.user.id });
    const secret = res.body.secret_key as string;
    expect(secret).toMatch(/^cairn_wh_[0-9a-f]{64}$/);

    const row = await Webhook.query(t.db).findById(res.body.id);
    expect(JSON.stringify(row)).not.toContain(secret);
    expect(openWebhookSecret(t.config.secretKey, row?.secret_sealed ?? "")).toBe(secret);
    const [created] = events.named("webhook.created");
    expect(created?.audience).toEqual({ kind: "users", workspace_id: cast.workspace.id, user_ids: [cast.admin.user.id] });
    expect(JSON.stringify(created?.data)).not.toContain(secret);

    const listed = await cast.admin.client.get(hooksPath());
    expect(listed.status).toBe(200);
    expect(listed.body.map((hook: { id: string }) => hook.id)).toContain(res.body.id);
    expect(JSON.stringify(listed.body)).not.toContain(secret);
    const one = await cast.admin.client.get(hookPath(res.body.id));
    expect(Object.keys(one.body).sort()).toEqual(WEBHOOK_KEYS);
  });

  it("refuses bad input and targets inside the network with a 400 naming the url, adding nothing", async () => {
    const before = await Webhook.query(t.db).resultSize();
    const refusals: [unknown, string][] = [
      [{}, "url: is required"],
      [{ url: "ftp://203.0.113.10/hook" }, "url: must start with http:// or https://"],
      [{ url: "not a url" }, "url: must be a valid URL"],
      [{ url: "https://user:pw@203.0.113.10/" }, "url: must not carry a user name or password"],
      [{ url: PUBLIC_TEST_URL, issue: "yes" }, "issue: "],
      [{ url: PUBLIC_TEST_URL, secret_key: "mine" }, ""],
    ];
    for (const target of ["http://127.0.0.1:8080/", "http://localhost/", "http://10.1.2.3/", "http://172.20.0.1/", "http://192.168.1.1/", "http://169.254.169.254/latest/meta-data/", "http://100.64.0.1/", "http://[::1]/", "http://[fd00::1]/", "http://[fe80::1]/", "http://[::ffff:10.0.0.1]/", "http://0.0.0.0/"]) {
      refusals.push([{ url: target }, "url: points to a private, loopback, link-local or metadata address; use a public address, or ask the instance admin to allow private targets in God mode › Webhooks"]);
    }
    for (const [body, message] of refusals) {
      const res = await cast.admin.client.send("POST", hooksPath(), body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error, JSON.stringify(body)).toContain(message);
    }
    expect(await Webhook.query(t.db).resultSize()).toBe(before);
  });

  it("is for admins only: members and guests 403, strangers 404, no session 401", async () => {
    expect((await cast.member.client.send("POST", hooksPath(), { url: PUBLIC_TEST_URL })).status).toBe(403);
    expect((await cast.guest.client.send("POST", hooksPath(), {})).status).toBe(403);
    expect((await cast.member.client.get(hooksPath())).body).toEqual({ error: "Only workspace admins can manage webhooks.", code: "forbidden" });
    expect((await cast.stranger.client.send("POST", hooksPath(), { url: PUBLIC_TEST_URL })).status).toBe(404);
    expect((await new TestClient(t.baseUrl).send("POST", hooksPath(), { url: PUBLIC_TEST_URL })).status).toBe(401);
    expect((await new TestClient(t.baseUrl).get(hooksPath())).status).toBe(401);
  });
});

describe("changing, regenerating and removing a webhook", () => {
  it("patches the url, the switch and the families, and refuses a private url", async () => {
    const { webhook } = await buildWebhook(t.db, cast.workspace.id, t.config.secretKey);
    const events = recordEvents(t.server.services.events);
    const res = await cast.admin.client.send("PATCH", hookPath(webhook.id), { url: "https://203.0.113.20/new", is_active: false, state: true });
    events.stop();
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: webhook.id, url: "https://203.0.113.20/new", is_active: false, state: true, issue: false });
    expect(events.named("webhook.updated")[0]?.data).toMatchObject({ url: "https://203.0.113.20/new", is_active: false, state: true });

    const refused = await cast.admin.client.send("PATCH", hookPath(webhook.id), { url: "http://127.0.0.1/" });
    expect(refused.status).toBe(400);
    expect((await Webhook.query(t.db).findById(webhook.id))?.url).toBe("https://203.0.113.20/new");
    expect((await cast.admin.client.send("PATCH", hookPath(webhook.id), { is_active: "no" })).status).toBe(400);
    expect((await cast.member.client.send("PATCH", hookPath(webhook.id), { is_active: true })).status).toBe(403);
  });

  it("regenerates the secret: the new one shows once and the old one stops", async () => {
    const { webhook, secret } = await buildWebhook(t.db, cast.workspace.id, t.config.secretKey);
    const res = await cast.admin.client.send("POST", `${hookPath(webhook.id)}regenerate/`);
    expect(res.status).toBe(200);
    expect(res.body.secret_key).toMatch(/^cairn_wh_[0-9a-f]{64}$/);
    expect(res.body.secret_key).not.toBe(secret);
    const row = await Webhook.query(t.db).findById(webhook.id);
    expect(openWebhookSecret(t.config.secretKey, row?.secret_sealed ?? "")).toBe(res.body.secret_key);
    expect((await cast.member.client.send("POST", `${hookPath(webhook.id)}regenerate/`)).status).toBe(403);
  });

  it("deletes a webhook; then it is gone", async () => {
    const { webhook } = await buildWebhook(t.db, cast.workspace.id, t.config.secretKey);
    expect((await cast.guest.client.send("DELETE", hookPath(webhook.id))).status).toBe(403);
    expect((await cast.admin.client.send("DELETE", hookPath(webhook.id))).status).toBe(204);
    expect((await cast.admin.client.get(hookPath(webhook.id))).body).toEqual(NOT_FOUND);
    expect((await cast.admin.client.send("DELETE", hookPath(webhook.id))).status).toBe(404);
  });

  it("answers 404 for made-up ids and for another workspace's webhooks, touching nothing", async () => {
    const { webhook: theirs } = await buildWebhook(t.db, other.workspace.id, t.config.secretKey);
    for (const id of [theirs.id, "not-a-uuid", "00000000-0000-4000-8000-000000000000"]) {
      expect((await cast.admin.client.get(hookPath(id))).body, id).toEqual(NOT_FOUND);
      expect((await cast.admin.client.send("PATCH", hookPath(id), { is_active: false })).status, id).toBe(404);
      // The webhook is looked for before its new address is resolved: a made-up id never costs a DNS lookup.
      expect((await cast.admin.client.send("PATCH", hookPath(id), { url: "http://127.0.0.1/" })).body, id).toEqual(NOT_FOUND);
      expect((await cast.admin.client.send("POST", `${hookPath(id)}regenerate/`)).status, id).toBe(404);
      expect((await cast.admin.client.send("DELETE", hookPath(id))).status, id).toBe(404);
      expect((await cast.admin.client.get(`/api/workspaces/${cast.workspace.slug}/webhook-logs/${id}/`)).status, id).toBe(404);
    }
    // Their admin, naming our workspace, is a stranger to it.
    expect((await other.admin.client.get(hooksPath())).status).toBe(404);
    const after = await Webhook.query(t.db).findById(theirs.id);
    expect(after).toMatchObject({ is_active: true, secret_sealed: theirs.secret_sealed });
    expect((await other.admin.client.get(hooksPath(other.workspace.slug))).body.map((hook: { id: string }) => hook.id)).toEqual([theirs.id]);
  });
});
