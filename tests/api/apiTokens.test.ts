import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_TOKEN_PREFIX } from "../../api/contract/apiTokenShapes.js";
import { ROLE } from "../../api/contract/roles.js";
import { ApiToken } from "../../db/models/ApiToken.js";
import { User } from "../../db/models/User.js";
import { WorkspaceMember } from "../../db/models/WorkspaceMember.js";
import { buildApiToken } from "../helpers/apiTokens.js";
import { TestClient } from "../helpers/client.js";
import { recordEvents } from "../helpers/events.js";
import { startTestServer, type TestServer } from "../helpers/testServer.js";
import { addMember, buildWorkspace, workspaceCast, type WorkspaceCast } from "../helpers/workspaces.js";

let t: TestServer;
let cast: WorkspaceCast;
beforeAll(async () => {
  t = await startTestServer({ setUp: true });
  cast = await workspaceCast(t.db, t.baseUrl);
});
afterAll(() => t.close());

const tokensPath = (slug = cast.workspace.slug) => `/api/workspaces/${slug}/api-tokens/`;
const tokenPath = (id: string, slug = cast.workspace.slug) => `${tokensPath(slug)}${id}/`;
const NOT_FOUND = { error: "API token not found", code: "not_found" };
const TOKEN_KEYS = ["created_at", "created_by", "description", "expired_at", "id", "is_active", "label", "last_used", "token_hint", "updated_at", "user", "user_details", "workspace"];

/** GET /api/v1/users/me/ with nothing but the key, as a script sends it. */
const asScript = (secret: string) => new TestClient(t.baseUrl).get("/api/v1/users/me/", { "x-api-key": secret });

describe("POST /api/workspaces/:slug/api-tokens/", () => {
  it("makes a token for the caller and shows its secret once, storing only its hash", async () => {
    const events = recordEvents(t.server.services.events);
    const res = await cast.member.client.send("POST", tokensPath(), { label: "CI job", description: "Opens work items from the pipeline" });
    events.stop();
    expect(res.status).toBe(201);
    expect(Object.keys(res.body).sort()).toEqual([...TOKEN_KEYS, "token"].sort());
    expect(res.body).toMatchObject({ label: "CI job", description: "Opens work items from the pipeline", is_active: true, expired_at: null, last_used: null, user: cast.member.user.id, workspace: cast.workspace.id });
    const secret = res.body.token as string;
    expect(secret).toMatch(new RegExp(`^${API_TOKEN_PREFIX}[A-Za-z0-9_-]{43}$`));
    expect(res.body.token_hint).toBe(`${secret.slice(0, API_TOKEN_PREFIX.length + 4)}…`);

    const row = await ApiToken.query(t.db).findById(res.body.id);
    expect(JSON.stringify(row)).not.toContain(secret.slice(API_TOKEN_PREFIX.length));
    const [created] = events.named("api_token.created");
    expect(created?.audience).toEqual({ kind: "users", workspace_id: cast.workspace.id, user_ids: [cast.member.user.id, cast.admin.user.id] });
    expect(JSON.stringify(created?.data)).not.toContain(secret);
  });

  it("takes an expiry as a date (to the end of that day) or a date-time, and refuses one in the past", async () => {
    const date = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    const byDate = await cast.member.client.send("POST", tokensPath(), { label: "A week", expired_at: date });
    expect(byDate.status).toBe(201);
    expect(byDate.body.expired_at).toBe(`${date}T23:59:59.999Z`);
    const at = new Date(Date.now() + 3600_000).toISOString();
    expect((await cast.member.client.send("POST", tokensPath(), { label: "An hour", expired_at: at })).body.expired_at).toBe(at);

    const before = await ApiToken.query(t.db).resultSize();
    for (const [body, message] of [
      [{ label: "Past", expired_at: "2020-01-01" }, "expired_at: must be in the future"],
      [{ label: "Garbage", expired_at: "next week" }, "expired_at: must be an ISO 8601 date or date-time"],
      [{ label: "   " }, "label: cannot be empty"],
      [{}, "label: is required"],
      [{ label: "x".repeat(256) }, undefined],
      [{ label: "Extra", token: "cairn_api_mine" }, undefined],
    ] as const) {
      const res = await cast.member.client.send("POST", tokensPath(), body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      if (message) expect(res.body.error).toBe(message);
    }
    expect(await ApiToken.query(t.db).resultSize()).toBe(before);
  });

  it("refuses guests, strangers and callers without a session", async () => {
    expect((await cast.guest.client.send("POST", tokensPath(), { label: "Guest" })).status).toBe(403);
    expect((await cast.stranger.client.send("POST", tokensPath(), { label: "Stranger" })).status).toBe(404);
    expect((await new TestClient(t.baseUrl).send("POST", tokensPath(), { label: "Nobody" })).status).toBe(401);
  });
});

describe("listing, reading and revoking tokens", () => {
  it("shows members their own tokens and admins every token of the workspace, never a secret", async () => {
    const own = await buildApiToken(t.db, cast.workspace.id, cast.member.user.id, { label: "Member's" });
    const admins = await buildApiToken(t.db, cast.workspace.id, cast.admin.user.id, { label: "Admin's" });
    const elsewhere = await buildApiToken(t.db, (await buildWorkspace(t.db, cast.member.user)).id, cast.member.user.id);

    const memberList = await cast.member.client.get(tokensPath());
    expect(memberList.status).toBe(200);
    const memberIds = memberList.body.map((token: { id: string }) => token.id);
    expect(memberIds).toContain(own.token.id);
    expect(memberIds).not.toContain(admins.token.id);
    expect(memberIds).not.toContain(elsewhere.token.id);
    expect(memberList.body.every((token: { user: string }) => token.user === cast.member.user.id)).toBe(true);

    const adminList = await cast.admin.client.get(tokensPath());
    const adminIds = adminList.body.map((token: { id: string }) => token.id);
    expect(adminIds).toEqual(expect.arrayContaining([own.token.id, admins.token.id]));
    expect(adminIds).not.toContain(elsewhere.token.id);
    for (const token of [...memberList.body, ...adminList.body]) expect(Object.keys(token).sort()).toEqual([...TOKEN_KEYS].sort());
    expect(JSON.stringify(adminList.body)).not.toContain(own.secret);

    expect((await cast.guest.client.get(tokensPath())).body).toEqual([]);
    expect((await cast.stranger.client.get(tokensPath())).status).toBe(404);
  });

  it("reads one token to its owner and the admins, and answers 404 to everyone else", async () => {
    const { token } = await buildApiToken(t.db, cast.workspace.id, cast.member.user.id);
    expect((await cast.member.client.get(tokenPath(token.id))).body).toMatchObject({ id: token.id, user_details: { id: cast.member.user.id } });
    expect((await cast.admin.client.get(tokenPath(token.id))).status).toBe(200);
    for (const client of [cast.guest.client, cast.stranger.client]) expect((await client.get(tokenPath(token.id))).body).toMatchObject(client === cast.stranger.client ? { code: "not_found" } : NOT_FOUND);
    for (const id of [randomUUID(), "not-a-uuid"]) expect((await cast.member.client.get(tokenPath(id))).body).toEqual(NOT_FOUND);
    // Another workspace's token, through this workspace's slug.
    const foreign = await buildApiToken(t.db, (await buildWorkspace(t.db, cast.admin.user)).id, cast.admin.user.id);
    expect((await cast.admin.client.get(tokenPath(foreign.token.id))).body).toEqual(NOT_FOUND);
  });

  it("revokes a token for its owner or an admin, after which the key is refused", async () => {
    const mine = await buildApiToken(t.db, cast.workspace.id, cast.member.user.id);
    const theirs = await buildApiToken(t.db, cast.workspace.id, cast.admin.user.id);
    expect((await asScript(mine.secret)).status).toBe(200);

    expect((await cast.member.client.send("DELETE", tokenPath(theirs.token.id))).body).toEqual(NOT_FOUND);
    expect(await ApiToken.query(t.db).findById(theirs.token.id)).toBeDefined();

    const events = recordEvents(t.server.services.events);
    expect((await cast.member.client.send("DELETE", tokenPath(mine.token.id))).status).toBe(204);
    events.stop();
    expect(events.named("api_token.deleted").map((event) => event.data)).toEqual([{ id: mine.token.id, workspace: cast.workspace.id }]);
    expect((await asScript(mine.secret)).status).toBe(401);

    const another = await buildApiToken(t.db, cast.workspace.id, cast.member.user.id);
    expect((await cast.admin.client.send("DELETE", tokenPath(another.token.id))).status).toBe(204);
    expect((await asScript(another.secret)).status).toBe(401);
    expect((await cast.admin.client.send("DELETE", tokenPath(another.token.id))).body).toEqual(NOT_FOUND);
  });
});

describe("a token on the public API", () => {
  it("acts as its person, and notes when it was last used", async () => {
    const { token, secret } = await buildApiToken(t.db, cast.workspace.id, cast.member.user.id);
    const res = await asScript(secret);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: cast.member.user.id,
      first_name: cast.member.user.first_name,
      last_name: cast.member.user.last_name,
      email: cast.member.user.email,
      avatar: cast.member.user.avatar,
      avatar_url: cast.member.user.avatar || null,
      display_name: cast.member.user.display_name,
    });
    const noted = (await ApiToken.query(t.db).findById(token.id))?.last_used;
    expect(noted).toBeInstanceOf(Date);
    // Within the minute, another call leaves the note as it was: no write per request.
    expect((await asScript(secret)).status).toBe(200);
    expect((await ApiToken.query(t.db).findById(token.id))?.last_used).toEqual(noted);
  });

  it("answers 401 to no key, a made-up key, a session cookie alone, and the key on the app API", async () => {
    const { secret } = await buildApiToken(t.db, cast.workspace.id, cast.member.user.id);
    const nobody = new TestClient(t.baseUrl);
    expect((await nobody.get("/api/v1/users/me/")).status).toBe(401);
    for (const key of ["cairn_api_", `${API_TOKEN_PREFIX}${"A".repeat(43)}`, secret.toUpperCase(), "x".repeat(5000)]) {
      expect((await asScript(key)).status, key.slice(0, 20)).toBe(401);
    }
    // The session cookie is not a way into v1, nor the key a way into the app API.
    expect((await cast.member.client.get("/api/v1/users/me/")).status).toBe(401);
    expect((await nobody.get(`/api/workspaces/${cast.workspace.slug}/projects/`, { "x-api-key": secret })).status).toBe(401);
  });

  it("stops working when it expires or is switched off", async () => {
    const expired = await buildApiToken(t.db, cast.workspace.id, cast.member.user.id, { expired_at: new Date(Date.now() - 1000) });
    const inactive = await buildApiToken(t.db, cast.workspace.id, cast.member.user.id, { is_active: false });
    expect((await asScript(expired.secret)).status).toBe(401);
    expect((await asScript(inactive.secret)).status).toBe(401);
  });

  it("stops working at once when its person leaves the workspace or is deactivated", async () => {
    const { user } = cast.stranger;
    const workspace = await buildWorkspace(t.db, cast.admin.user);
    const membership = await addMember(t.db, workspace, user, ROLE.MEMBER);
    const { secret } = await buildApiToken(t.db, workspace.id, user.id);
    expect((await asScript(secret)).status).toBe(200);
    await WorkspaceMember.query(t.db).patch({ is_active: false }).where("id", membership.id);
    expect((await asScript(secret)).status).toBe(401);
    await WorkspaceMember.query(t.db).patch({ is_active: true }).where("id", membership.id);
    expect((await asScript(secret)).status).toBe(200);
    await User.query(t.db).patch({ is_active: false }).where("id", user.id);
    try {
      expect((await asScript(secret)).status).toBe(401);
    } finally {
      await User.query(t.db).patch({ is_active: true }).where("id", user.id);
    }
  });
});

describe("/api/users/api-tokens/ (Plane's paths for one's own tokens)", () => {
  const OWN = "/api/users/api-tokens/";

  it("lists, makes, reads and revokes the caller's own tokens across workspaces", async () => {
    const { member } = cast;
    const other = await buildWorkspace(t.db, member.user);
    const here = await buildApiToken(t.db, cast.workspace.id, member.user.id);
    const there = await buildApiToken(t.db, other.id, member.user.id);
    const colleagues = await buildApiToken(t.db, cast.workspace.id, cast.admin.user.id);

    const listed = (await member.client.get(OWN)).body.map((token: { id: string }) => token.id);
    expect(listed).toEqual(expect.arrayContaining([here.token.id, there.token.id]));
    expect(listed).not.toContain(colleagues.token.id);

    const made = await member.client.send("POST", OWN, { label: "From my account", workspace_slug: other.slug });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ workspace: other.id, user: member.user.id });
    expect((await asScript(made.body.token)).status).toBe(200);

    expect((await member.client.get(`${OWN}${there.token.id}/`)).body).toMatchObject({ id: there.token.id, workspace: other.id });
    expect((await member.client.get(`${OWN}${colleagues.token.id}/`)).body).toEqual(NOT_FOUND);
    expect((await member.client.send("DELETE", `${OWN}${colleagues.token.id}/`)).body).toEqual(NOT_FOUND);
    expect((await member.client.send("DELETE", `${OWN}${made.body.id}/`)).status).toBe(204);
    expect((await asScript(made.body.token)).status).toBe(401);
  });

  it("makes a token only in a workspace the caller may make one in", async () => {
    expect((await cast.member.client.send("POST", OWN, { label: "No workspace" })).body.error).toBe("workspace_slug: is required");
    expect((await cast.stranger.client.send("POST", OWN, { label: "Not mine", workspace_slug: cast.workspace.slug })).status).toBe(404);
    expect((await cast.guest.client.send("POST", OWN, { label: "Guest", workspace_slug: cast.workspace.slug })).status).toBe(403);
    expect((await new TestClient(t.baseUrl).send("POST", OWN, {})).status).toBe(401);
    expect((await new TestClient(t.baseUrl).get(OWN)).status).toBe(401);
  });

  it("lets a person revoke their token after they have left its workspace", async () => {
    const workspace = await buildWorkspace(t.db, cast.admin.user);
    const membership = await addMember(t.db, workspace, cast.stranger.user, ROLE.MEMBER);
    const { token } = await buildApiToken(t.db, workspace.id, cast.stranger.user.id);
    await WorkspaceMember.query(t.db).deleteById(membership.id);
    expect((await cast.stranger.client.send("DELETE", `${OWN}${token.id}/`)).status).toBe(204);
    expect(await ApiToken.query(t.db).findById(token.id)).toBeUndefined();
  });
});
