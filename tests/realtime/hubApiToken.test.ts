import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { HANDSHAKE_ERRORS } from "../../realtime/hub/handshake.js";
import { Workspace } from "../../db/models/Workspace.js";
import { buildApiToken } from "../helpers/apiTokens.js";
import { closeSockets, connectTracked, refusedHandshake, type TestSocket } from "../helpers/sockets.js";
import { startTestServer, type TestServer } from "../helpers/testServer.js";
import { extrasCast, type ExtrasCast } from "../helpers/workItemExtras.js";

/** Scripts on the hub (issue 14): `auth: { token }` with an API token, its person's rules, its workspace only. */

const LIMIT = 20;
let t: TestServer;
let cast: ExtrasCast;
let foreignSlug: string;
const opened: TestSocket[] = [];
beforeAll(async () => {
  // A one-second sweep, so that an expired token's socket ends within the test.
  t = await startTestServer({ setUp: true, env: { SESSION_SWEEP_SECONDS: "1", API_RATE_LIMIT_PER_MINUTE: String(LIMIT) } });
  cast = await extrasCast(t.db, t.baseUrl);
  foreignSlug = (await Workspace.query(t.db).findById(cast.foreignProject.workspace_id).throwIfNotFound()).slug;
});
afterEach(() => closeSockets(opened));
afterAll(() => t.close());

/** A script's socket: the token and nothing else, no cookie and no Origin. */
const scriptSocket = (token: unknown) => connectTracked(opened, t.baseUrl, null, { auth: { token }, origin: null });
const workItems = (slug: string, projectId: string) => `/api/workspaces/${slug}/projects/${projectId}/issues/`;

async function createWorkItem(slug: string, projectId: string): Promise<string> {
  const res = await cast.admin.client.send("POST", workItems(slug, projectId), { name: "Made while a script listens" });
  expect(res.status).toBe(201);
  return res.body.id as string;
}

describe("signing a socket in with an API token", () => {
  it("hears its workspace's work item events after subscribing, with no cookie and no Origin", async () => {
    const { secret } = await buildApiToken(t.db, cast.workspace.id, cast.admin.user.id);
    const script = await scriptSocket(secret);
    await script.mustSubscribe({ workspace_slug: cast.workspace.slug });
    await script.mustSubscribe({ workspace_slug: cast.workspace.slug, project_id: cast.project.id });
    const id = await createWorkItem(cast.workspace.slug, cast.project.id);
    const heard = await script.waitFor("work_item.created", (payload) => payload.id === id);
    expect(heard).toMatchObject({ workspace_id: cast.workspace.id, project_id: cast.project.id, actor_id: cast.admin.user.id });
  });

  it("follows its person's rules: a member's token cannot hear a project they are not in", async () => {
    const { secret } = await buildApiToken(t.db, cast.workspace.id, cast.outsider.user.id);
    const script = await scriptSocket(secret);
    await script.mustSubscribe({ workspace_slug: cast.workspace.slug });
    const ack = await script.subscribe({ workspace_slug: cast.workspace.slug, project_id: cast.project.id });
    expect(ack.ok).toBe(false);
  });

  it("hears nothing of its person's other workspace, neither its scopes nor what is addressed to them there", async () => {
    const { secret } = await buildApiToken(t.db, cast.workspace.id, cast.admin.user.id);
    const script = await scriptSocket(secret);
    await script.mustSubscribe({ workspace_slug: cast.workspace.slug });
    expect(await script.subscribe({ workspace_slug: foreignSlug })).toEqual({ ok: false, error: expect.any(String) });
    expect(await script.subscribe({ workspace_slug: foreignSlug, project_id: cast.foreignProject.id })).toMatchObject({ ok: false });

    // The same person's browser, in the other workspace, is the witness that the events were sent.
    const browser = await connectTracked(opened, t.baseUrl, cast.admin.client);
    await browser.mustSubscribe({ workspace_slug: foreignSlug, project_id: cast.foreignProject.id });
    const id = await createWorkItem(foreignSlug, cast.foreignProject.id);
    await browser.waitFor("work_item.created", (payload) => payload.id === id);
    // An event addressed to the person (their user room) in the other workspace: a token made there.
    const elsewhere = await cast.admin.client.send("POST", `/api/workspaces/${foreignSlug}/api-tokens/`, { label: "Elsewhere" });
    expect(elsewhere.status).toBe(201);
    await browser.waitFor("api_token.created", (payload) => payload.id === elsewhere.body.id);
    // ... while the same kind of event in the token's own workspace does reach the script.
    const here = await cast.admin.client.send("POST", `/api/workspaces/${cast.workspace.slug}/api-tokens/`, { label: "Here" });
    await script.waitFor("api_token.created", (payload) => payload.id === here.body.id);
    expect(script.named("work_item.created").filter((payload) => payload.id === id)).toEqual([]);
    expect(script.named("api_token.created").map((payload) => payload.id)).toEqual([here.body.id]);
  });

  it("refuses an unknown, malformed, expired or revoked token, without falling back to the cookie", async () => {
    const expired = await buildApiToken(t.db, cast.workspace.id, cast.member.user.id, { expired_at: new Date(Date.now() - 1000) });
    const revoked = await buildApiToken(t.db, cast.workspace.id, cast.member.user.id, { is_active: false });
    for (const token of ["cairn_api_made-up-and-not-a-token-0000000000000000000", 42, "", expired.secret, revoked.secret]) {
      expect(await refusedHandshake(t.baseUrl, null, { auth: { token }, origin: null }), String(token)).toBe(HANDSHAKE_ERRORS.badToken);
    }
    expect(await refusedHandshake(t.baseUrl, cast.member.client, { auth: { token: revoked.secret } })).toBe(HANDSHAKE_ERRORS.badToken);
    // Without a token, the cookie's rules stand: a script with neither is refused.
    expect(await refusedHandshake(t.baseUrl, null, { origin: null })).toBe(HANDSHAKE_ERRORS.unauthenticated);
  });

  it("counts the handshake against the token's rate limit", async () => {
    const { secret } = await buildApiToken(t.db, cast.workspace.id, cast.member.user.id);
    for (let i = 0; i < LIMIT; i++) (await scriptSocket(secret)).close();
    expect(await refusedHandshake(t.baseUrl, null, { auth: { token: secret }, origin: null })).toBe(HANDSHAKE_ERRORS.rateLimited);
  });
});

describe("ending a token's sockets", () => {
  it("closes them at once when the token is revoked", async () => {
    const { token, secret } = await buildApiToken(t.db, cast.workspace.id, cast.member.user.id);
    const script = await scriptSocket(secret);
    const started = Date.now();
    expect((await cast.member.client.send("DELETE", `/api/workspaces/${cast.workspace.slug}/api-tokens/${token.id}/`)).status).toBe(204);
    expect(await script.waitFor("session.ended")).toEqual({ reason: "token_revoked" });
    await script.disconnected();
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it("closes them when their person is removed from the workspace", async () => {
    const removable = await extrasCast(t.db, t.baseUrl);
    const { secret } = await buildApiToken(t.db, removable.workspace.id, removable.member.user.id);
    const script = await scriptSocket(secret);
    await script.mustSubscribe({ workspace_slug: removable.workspace.slug });
    const started = Date.now();
    const res = await removable.admin.client.send("DELETE", `/api/workspaces/${removable.workspace.slug}/members/${removable.memberships.member.id}/`);
    expect(res.status).toBe(204);
    expect(await script.waitFor("session.ended")).toEqual({ reason: "token_revoked" });
    await script.disconnected();
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it("closes them within the sweep when the token expires, and leaves a live token's socket open", async () => {
    const ending = await buildApiToken(t.db, cast.workspace.id, cast.member.user.id, { expired_at: new Date(Date.now() + 60_000) });
    const lasting = await buildApiToken(t.db, cast.workspace.id, cast.member.user.id);
    const script = await scriptSocket(ending.secret);
    const other = await scriptSocket(lasting.secret);
    await t.db("api_tokens").where("id", ending.token.id).update({ expired_at: new Date(Date.now() - 1000) });
    expect(await script.waitFor("session.ended", () => true, 3000)).toEqual({ reason: "token_revoked" });
    await script.disconnected();
    expect(other.socket.connected).toBe(true);
    expect(other.named("session.ended")).toEqual([]);
  });
});
