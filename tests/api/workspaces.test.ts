import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ORGANIZATION_SIZES } from "../../api/contract/onboarding.js";
import { ROLE } from "../../api/contract/roles.js";
import { RESERVED_WORKSPACE_SLUGS, WORKSPACE_SLUG_PATTERN } from "../../api/contract/workspaceSlug.js";
import { Profile } from "../../db/models/Profile.js";
import { Workspace } from "../../db/models/Workspace.js";
import { WorkspaceMember } from "../../db/models/WorkspaceMember.js";
import { TestClient } from "../helpers/client.js";
import { recordEvents } from "../helpers/events.js";
import { startTestServer, type TestServer } from "../helpers/testServer.js";
import { addMember, buildBot, buildWorkspace, signedInUser, uniqueSlug, workspaceCast } from "../helpers/workspaces.js";

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ setUp: true });
});
afterAll(() => t.close());

const CREATE = "/api/workspaces/";
const MINE = "/api/users/me/workspaces/";
const slugCheck = (slug: string) => `/api/workspace-slug-check/?slug=${encodeURIComponent(slug)}`;
const one = (slug: string) => `/api/workspaces/${slug}/`;

function newWorkspace(slug = uniqueSlug()) {
  return { name: "Acme Rockets", slug, organization_size: "11-50" };
}

const WORKSPACE_KEYS = [
  "created_at", "created_by", "id", "logo_url", "name", "organization_size", "owner", "role", "slug", "timezone", "total_members", "updated_at",
].sort();

describe("POST /api/workspaces/", () => {
  it("answers 401 without a session, even to input it would refuse", async () => {
    const client = new TestClient(t.baseUrl);
    expect((await client.send("POST", CREATE, newWorkspace())).status).toBe(401);
    expect((await client.send("POST", CREATE, { slug: "Not Valid" })).status).toBe(401);
  });

  it("creates the workspace with its creator as Admin and makes it their current workspace", async () => {
    const { client, user } = await signedInUser(t.db, t.baseUrl);
    const body = newWorkspace();
    const res = await client.send("POST", CREATE, body);
    expect(res.status).toBe(201);
    expect(Object.keys(res.body).sort()).toEqual(WORKSPACE_KEYS);
    expect(res.body).toMatchObject({
      name: body.name,
      slug: body.slug,
      organization_size: "11-50",
      timezone: "UTC",
      logo_url: null,
      role: ROLE.ADMIN,
      total_members: 1,
      created_by: user.id,
      owner: { id: user.id, display_name: user.display_name, avatar_url: null },
    });
    const membership = await WorkspaceMember.query(t.db).where({ workspace_id: res.body.id, member_id: user.id }).first();
    expect(membership).toMatchObject({ role: ROLE.ADMIN, is_active: true });
    expect((await Profile.query(t.db).where("user_id", user.id).first())?.last_workspace_id).toBe(res.body.id);

    // A second workspace does not take over as the current one.
    const second = await client.send("POST", CREATE, newWorkspace());
    expect(second.status).toBe(201);
    expect((await Profile.query(t.db).where("user_id", user.id).first())?.last_workspace_id).toBe(res.body.id);
  });

  it.each(ORGANIZATION_SIZES)("accepts the organisation size %s", async (size) => {
    const { client } = await signedInUser(t.db, t.baseUrl);
    const res = await client.send("POST", CREATE, { ...newWorkspace(), organization_size: size });
    expect(res.status).toBe(201);
    expect(res.body.organization_size).toBe(size);
  });

  it.each([
    ["name", { name: "" }],
    ["name", { name: "   " }],
    ["name", { name: "x".repeat(81) }],
    ["name", { name: 7 }],
    ["name", { name: "line\nbreak" }],
    ["slug", { slug: "" }],
    ["slug", { slug: "Upper" }],
    ["slug", { slug: "with space" }],
    ["slug", { slug: "dots.not.allowed" }],
    ["slug", { slug: "ünïcode" }],
    ["slug", { slug: "x".repeat(49) }],
    ["slug", { slug: ["a"] }],
    ["organization_size", { organization_size: "1000+" }],
    ["organization_size", { organization_size: null }],
    ["id", { id: "00000000-0000-4000-8000-000000000000" }],
    ["owner", { owner: "someone" }],
    ["created_by", { created_by: "someone" }],
    ["timezone", { timezone: "UTC" }],
  ])("refuses a bad or forbidden %s with 400 naming it, creating nothing", async (field, change) => {
    const { client, user } = await signedInUser(t.db, t.baseUrl);
    const res = await client.send("POST", CREATE, { ...newWorkspace(), ...change });
    expect(res.status).toBe(400);
    expect(res.body.error).toContain(field);
    expect(await WorkspaceMember.query(t.db).where("member_id", user.id)).toEqual([]);
  });

  it.each(["name", "slug", "organization_size"])("refuses a body without %s", async (field) => {
    const { client } = await signedInUser(t.db, t.baseUrl);
    const body: Record<string, unknown> = newWorkspace();
    delete body[field];
    const res = await client.send("POST", CREATE, body);
    expect(res.status).toBe(400);
    expect(res.body.error).toContain(field);
  });

  it("accepts the longest slug and every allowed character", async () => {
    const { client } = await signedInUser(t.db, t.baseUrl);
    const slug = `a-_9${uniqueSlug()}`.padEnd(48, "z");
    expect((await client.send("POST", CREATE, newWorkspace(slug))).status).toBe(201);
  });

  it("refuses every reserved slug, naming the field", async () => {
    const { client } = await signedInUser(t.db, t.baseUrl);
    for (const slug of RESERVED_WORKSPACE_SLUGS) {
      const res = await client.send("POST", CREATE, newWorkspace(slug));
      expect(res.status, slug).toBe(400);
      expect(res.body.error, slug).toMatch(/^slug: /);
    }
    expect(await Workspace.query(t.db).whereIn("slug", [...RESERVED_WORKSPACE_SLUGS])).toEqual([]);
  });

  it("reserves every word SPEC.md section 2 names and the app's own top-level routes", () => {
    const required = [
      "404", "accounts", "api", "create-workspace", "god-mode", "installations", "invitations", "onboarding", "profile", "spaces",
      "sign-in", "sign-up", "settings", "billing", "admin", "import", "integrations", "workflows", "epics", "pages", "license", "instance",
      "auth", "live", "socket.io", "assets", "static", "workspace-invitations", "sign-out", "notifications", "projects", "drafts",
      "archives", "analytics", "browse", "help", "docs", "new", "create", "login", "logout", "register", "www", "app", "about", "pricing",
    ];
    for (const word of required) expect(RESERVED_WORKSPACE_SLUGS.has(word), word).toBe(true);
  });

  it("answers 409 to a taken slug and leaves the existing workspace alone", async () => {
    const first = await signedInUser(t.db, t.baseUrl);
    const second = await signedInUser(t.db, t.baseUrl);
    const slug = uniqueSlug();
    expect((await first.client.send("POST", CREATE, newWorkspace(slug))).status).toBe(201);
    const res = await second.client.send("POST", CREATE, { ...newWorkspace(slug), name: "Impostor" });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe("Workspace slug is already taken");
    const rows = await Workspace.query(t.db).where("slug", slug);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.owner_id).toBe(first.user.id);
    expect(await WorkspaceMember.query(t.db).where("member_id", second.user.id)).toEqual([]);
    expect((await Profile.query(t.db).where("user_id", second.user.id).first())?.last_workspace_id).toBeNull();
  });

  it("lets exactly one of several concurrent creates of one slug win", async () => {
    const people = await Promise.all([0, 1, 2, 3, 4].map(() => signedInUser(t.db, t.baseUrl)));
    const slug = uniqueSlug();
    const results = await Promise.all(people.map(({ client }) => client.send("POST", CREATE, newWorkspace(slug))));
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409]);
    const rows = await Workspace.query(t.db).where("slug", slug);
    expect(rows).toHaveLength(1);
    expect(await WorkspaceMember.query(t.db).where("workspace_id", rows[0]?.id ?? "")).toHaveLength(1);
  });
});

describe("GET /api/workspace-slug-check/", () => {
  it("answers 401 without a session", async () => {
    expect((await new TestClient(t.baseUrl).get(slugCheck("free"))).status).toBe(401);
  });

  it("says whether a slug is free", async () => {
    const { client, user } = await signedInUser(t.db, t.baseUrl);
    const taken = await buildWorkspace(t.db, user);
    expect((await client.get(slugCheck(uniqueSlug()))).body).toEqual({ status: true });
    const res = await client.get(slugCheck(taken.slug));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: false });
  });

  it("says a reserved slug is not available", async () => {
    const { client } = await signedInUser(t.db, t.baseUrl);
    for (const slug of ["api", "god-mode", "settings", "sign-in"]) {
      const res = await client.get(slugCheck(slug));
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ status: false });
    }
  });

  it.each([["/api/workspace-slug-check/"], [slugCheck("")], [slugCheck("Upper")], [slugCheck("a b")], [slugCheck("x".repeat(49))], ["/api/workspace-slug-check/?slug=a&slug=b"]])(
    "answers 400 to %s",
    async (path) => {
      const { client } = await signedInUser(t.db, t.baseUrl);
      const res = await client.get(path);
      expect(res.status).toBe(400);
      expect(res.body.error).toContain("slug");
    },
  );
});

describe("GET /api/users/me/workspaces/", () => {
  it("answers 401 without a session", async () => {
    expect((await new TestClient(t.baseUrl).get(MINE)).status).toBe(401);
  });

  it("lists the workspaces I am an active member of, with my role in each", async () => {
    const cast = await workspaceCast(t.db, t.baseUrl);
    const other = await buildWorkspace(t.db, cast.stranger.user);
    const left = await buildWorkspace(t.db, cast.stranger.user);
    await addMember(t.db, other, cast.member.user, ROLE.GUEST);
    await addMember(t.db, left, cast.member.user, ROLE.MEMBER, false);

    const res = await cast.member.client.get(MINE);
    expect(res.status).toBe(200);
    expect(res.body.map((w: { slug: string; role: number }) => [w.slug, w.role])).toEqual([
      [cast.workspace.slug, ROLE.MEMBER],
      [other.slug, ROLE.GUEST],
    ]);
    expect(Object.keys(res.body[0]).sort()).toEqual(WORKSPACE_KEYS);
    expect(res.body[0].total_members).toBe(3);

    expect((await (await signedInUser(t.db, t.baseUrl)).client.get(MINE)).body).toEqual([]);
  });
});

describe("GET /api/workspaces/:slug/", () => {
  it("answers 401 without a session", async () => {
    const cast = await workspaceCast(t.db, t.baseUrl);
    expect((await new TestClient(t.baseUrl).get(one(cast.workspace.slug))).status).toBe(401);
  });

  it("answers a stranger exactly as it answers an unknown slug", async () => {
    const cast = await workspaceCast(t.db, t.baseUrl);
    const stranger = await cast.stranger.client.get(one(cast.workspace.slug));
    const unknown = await cast.stranger.client.get(one(uniqueSlug()));
    expect(stranger.status).toBe(404);
    expect(stranger.body).toEqual({ error: "Workspace not found", code: "not_found" });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual(stranger.body);
  });

  it("closes to a member whose membership was deactivated", async () => {
    const cast = await workspaceCast(t.db, t.baseUrl);
    await WorkspaceMember.query(t.db).patch({ is_active: false }).where("id", cast.memberships.member.id);
    const res = await cast.member.client.get(one(cast.workspace.slug));
    expect(res.status).toBe(404);
    expect(res.body.error).toBe("Workspace not found");
  });

  it("shows the workspace to each member with their own role; bots are not counted", async () => {
    const cast = await workspaceCast(t.db, t.baseUrl);
    await addMember(t.db, cast.workspace, await buildBot(t.db), ROLE.MEMBER);
    for (const [who, role] of [[cast.admin, ROLE.ADMIN], [cast.member, ROLE.MEMBER], [cast.guest, ROLE.GUEST]] as const) {
      const res = await who.client.get(one(cast.workspace.slug));
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: cast.workspace.id, slug: cast.workspace.slug, role, total_members: 3, owner: { id: cast.admin.user.id } });
    }
  });
});

describe("PATCH /api/workspaces/:slug/", () => {
  it("lets an admin change name, organisation size, time zone and logo", async () => {
    const cast = await workspaceCast(t.db, t.baseUrl);
    const changes = { name: "  Renamed ", organization_size: "500+", timezone: "Asia/Kolkata", logo_url: "https://cdn.example.com/logo.png" };
    const res = await cast.admin.client.send("PATCH", one(cast.workspace.slug), changes);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ...changes, name: "Renamed", slug: cast.workspace.slug });
    const row = await Workspace.query(t.db).findById(cast.workspace.id);
    expect(row).toMatchObject({ ...changes, name: "Renamed", updated_by_id: cast.admin.user.id });

    const cleared = await cast.admin.client.send("PATCH", one(cast.workspace.slug), { logo_url: null });
    expect(cleared.body.logo_url).toBeNull();
    expect((await cast.admin.client.send("PATCH", one(cast.workspace.slug), {})).status).toBe(200);
  });

  it.each([
    ["name", { name: "" }],
    ["name", { name: "x".repeat(81) }],
    ["organization_size", { organization_size: "huge" }],
    ["timezone", { timezone: "Mars/Olympus" }],
    ["logo_url", { logo_url: "javascript:alert(1)" }],
    ["logo_url", { logo_url: "ftp://example.com/logo.png" }],
    ["logo_url", { logo_url: "not a url" }],
    ["slug", { slug: "new-slug" }],
    ["id", { id: "00000000-0000-4000-8000-000000000000" }],
    ["owner", { owner: "00000000-0000-4000-8000-000000000000" }],
    ["created_by", { created_by: "00000000-0000-4000-8000-000000000000" }],
    ["total_members", { total_members: 99 }],
  ])("refuses a bad or read-only %s with 400, changing nothing", async (field, change) => {
    const cast = await workspaceCast(t.db, t.baseUrl);
    const res = await cast.admin.client.send("PATCH", one(cast.workspace.slug), change);
    expect(res.status).toBe(400);
    expect(res.body.error).toContain(field);
    expect(await Workspace.query(t.db).findById(cast.workspace.id)).toEqual(cast.workspace);
  });

  it("refuses members and guests with 403 (before looking at their input) and strangers with 404", async () => {
    const cast = await workspaceCast(t.db, t.baseUrl);
    for (const who of [cast.member, cast.guest]) {
      expect((await who.client.send("PATCH", one(cast.workspace.slug), { name: "Mine now" })).status).toBe(403);
      expect((await who.client.send("PATCH", one(cast.workspace.slug), { slug: "Bad Input" })).status).toBe(403);
    }
    const stranger = await cast.stranger.client.send("PATCH", one(cast.workspace.slug), { slug: "Bad Input" });
    expect(stranger.status).toBe(404);
    expect(stranger.body.error).toBe("Workspace not found");
    expect(await Workspace.query(t.db).findById(cast.workspace.id)).toEqual(cast.workspace);
  });
});

describe("DELETE /api/workspaces/:slug/", () => {
  it("lets an admin delete the workspace with its memberships, and clears it as anyone's current workspace", async () => {
    const cast = await workspaceCast(t.db, t.baseUrl);
    await Profile.query(t.db).patch({ last_workspace_id: cast.workspace.id }).where("user_id", cast.member.user.id);
    const res = await cast.admin.client.send("DELETE", one(cast.workspace.slug));
    expect(res.status).toBe(204);
    expect(await Workspace.query(t.db).findById(cast.workspace.id)).toBeUndefined();
    expect(await WorkspaceMember.query(t.db).where("workspace_id", cast.workspace.id)).toEqual([]);
    expect((await Profile.query(t.db).where("user_id", cast.member.user.id).first())?.last_workspace_id).toBeNull();
    expect((await cast.admin.client.get(one(cast.workspace.slug))).status).toBe(404);
    // The slug is free again.
    expect((await cast.admin.client.get(slugCheck(cast.workspace.slug))).body).toEqual({ status: true });
  });

  it("refuses members and guests with 403, strangers and anonymous callers too, deleting nothing", async () => {
    const cast = await workspaceCast(t.db, t.baseUrl);
    expect((await cast.member.client.send("DELETE", one(cast.workspace.slug))).status).toBe(403);
    expect((await cast.guest.client.send("DELETE", one(cast.workspace.slug))).status).toBe(403);
    expect((await cast.stranger.client.send("DELETE", one(cast.workspace.slug))).status).toBe(404);
    expect((await new TestClient(t.baseUrl).send("DELETE", one(cast.workspace.slug))).status).toBe(401);
    expect(await Workspace.query(t.db).findById(cast.workspace.id)).toEqual(cast.workspace);
    expect(await WorkspaceMember.query(t.db).where("workspace_id", cast.workspace.id)).toHaveLength(3);
  });
});

describe("workspace events", () => {
  it("announces a new workspace to its creator alone, with the workspace as the answer shows it", async () => {
    const { client, user } = await signedInUser(t.db, t.baseUrl);
    const events = recordEvents(t.server.services.events);
    const res = await client.send("POST", CREATE, newWorkspace());
    events.stop();
    expect(res.status).toBe(201);
    expect(events.seen.map((event) => event.name)).toEqual(["workspace.created"]);
    expect(events.seen[0]).toMatchObject({ id: res.body.id, workspace_id: res.body.id, project_id: null, actor_id: user.id, data: res.body });
    expect(events.seen[0]?.audience).toEqual({ kind: "users", workspace_id: res.body.id, user_ids: [user.id] });
  });

  it("announces a change to the workspace by its changed fields, and nothing for an empty change or a refused one", async () => {
    const cast = await workspaceCast(t.db, t.baseUrl);
    const events = recordEvents(t.server.services.events);
    const res = await cast.admin.client.send("PATCH", one(cast.workspace.slug), { name: "Renamed", timezone: "Europe/Paris", organization_size: cast.workspace.organization_size });
    expect((await cast.admin.client.send("PATCH", one(cast.workspace.slug), {})).status).toBe(200);
    expect((await cast.member.client.send("PATCH", one(cast.workspace.slug), { name: "Mine now" })).status).toBe(403);
    events.stop();
    expect(res.status).toBe(200);
    expect(events.seen.map((event) => event.name)).toEqual(["workspace.updated"]);
    expect(events.seen[0]).toMatchObject({ id: cast.workspace.id, workspace_id: cast.workspace.id, actor_id: cast.admin.user.id });
    expect(events.seen[0]?.data).toEqual({ name: "Renamed", timezone: "Europe/Paris", updated_at: res.body.updated_at });
    expect(events.seen[0]?.audience).toEqual({ kind: "workspace", workspace_id: cast.workspace.id });
  });

  it("announces a deleted workspace by its id to everyone who was in it", async () => {
    const cast = await workspaceCast(t.db, t.baseUrl);
    const events = recordEvents(t.server.services.events);
    expect((await cast.admin.client.send("DELETE", one(cast.workspace.slug))).status).toBe(204);
    events.stop();
    expect(events.seen.map((event) => event.name)).toEqual(["workspace.deleted"]);
    expect(events.seen[0]).toMatchObject({ id: cast.workspace.id, workspace_id: cast.workspace.id, actor_id: cast.admin.user.id, data: { id: cast.workspace.id } });
    expect(events.seen[0]?.audience).toEqual({ kind: "workspace", workspace_id: cast.workspace.id });
  });
});

describe("slug rules of the shared contract", () => {
  it("allows exactly lowercase letters, digits, '-' and '_'", () => {
    expect(WORKSPACE_SLUG_PATTERN.test("a-b_c9")).toBe(true);
    for (const bad of ["A", "a.b", "a b", "a/b", "é"]) expect(WORKSPACE_SLUG_PATTERN.test(bad), bad).toBe(false);
  });
});

describe("hostile input", () => {
  it("never answers 500, and strangers learn nothing from malformed slugs", async () => {
    const cast = await workspaceCast(t.db, t.baseUrl);
    const slug = cast.workspace.slug;
    const client = cast.admin.client;
    const checks: [string, string, unknown, number][] = [
      ["GET", "/api/workspaces/%00/", undefined, 404],
      ["GET", "/api/workspaces/API/", undefined, 404],
      ["GET", "/api/workspaces/settings/", undefined, 404],
      ["GET", `/api/workspaces/${"x".repeat(5000)}/`, undefined, 404],
      ["GET", `/api/workspaces/${slug}/members/?search=%00`, undefined, 400],
      ["GET", `/api/workspaces/${slug}/members/?search=${"x".repeat(300)}`, undefined, 400],
      ["PATCH", `/api/workspaces/${slug}/members/%00/`, { role: 5 }, 400],
      ["PATCH", `/api/workspaces/${slug}/`, [], 400],
      ["PATCH", `/api/workspaces/${slug}/`, "name", 400],
      ["PATCH", `/api/workspaces/${slug}/`, { name: "a\u0000b" }, 400],
      ["PATCH", `/api/workspaces/${slug}/`, { timezone: "x".repeat(10000) }, 400],
      ["POST", CREATE, [], 400],
      ["POST", CREATE, { ...newWorkspace(), name: { $gt: "" } }, 400],
      ["GET", "/api/workspace-slug-check/?slug=%00", undefined, 400],
    ];
    for (const [method, path, body, status] of checks) {
      const res = method === "GET" ? await client.get(path) : await client.send(method, path, body);
      expect(res.status, `${method} ${path.slice(0, 80)}`).toBe(status);
    }
    expect(await Workspace.query(t.db).findById(cast.workspace.id)).toEqual(cast.workspace);
  });
});
