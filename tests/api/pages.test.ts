import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROLE } from "../../api/contract/roles.js";
import { Page } from "../../db/models/Page.js";
import { PageVersion } from "../../db/models/PageVersion.js";
import { Project } from "../../db/models/Project.js";
import { UserFavorite } from "../../db/models/UserFavorite.js";
import { TestClient } from "../helpers/client.js";
import { recordEvents } from "../helpers/events.js";
import { buildPage, buildPageVersion, favoritePage } from "../helpers/pages.js";
import { addProjectMember, buildCastProject, buildProject } from "../helpers/projects.js";
import { startTestServer, type TestServer } from "../helpers/testServer.js";
import { addMember, buildWorkspace, signedInUser, workspaceCast, type SignedInUser, type WorkspaceCast } from "../helpers/workspaces.js";

let t: TestServer;
let cast: WorkspaceCast;
/** A second project member, who owns nothing the cast does. */
let other: SignedInUser;
beforeAll(async () => {
  t = await startTestServer({ setUp: true });
  cast = await workspaceCast(t.db, t.baseUrl);
  other = await signedInUser(t.db, t.baseUrl);
  await addMember(t.db, cast.workspace, other.user, ROLE.MEMBER);
});
afterAll(() => t.close());

const PAGE_NOT_FOUND = { error: "Page not found", code: "not_found" };
const PROJECT_NOT_FOUND = { error: "Project not found", code: "not_found" };
const PAGES_DISABLED = { error: "Pages are disabled in this project.", code: "not_found" };
const PAGE_KEYS = [
  "access",
  "anchor",
  "archived_at",
  "color",
  "created_at",
  "created_by",
  "id",
  "is_favorite",
  "is_locked",
  "label_ids",
  "logo_props",
  "name",
  "owned_by",
  "parent",
  "project_ids",
  "updated_at",
  "updated_by",
  "workspace",
].sort();

const projectPath = (projectId: string) => `/api/workspaces/${cast.workspace.slug}/projects/${projectId}`;
const pagesPath = (projectId: string) => `${projectPath(projectId)}/pages/`;
const pagePath = (page: { id: string; project_id: string }, tail = "") => `${pagesPath(page.project_id)}${page.id}/${tail}`;
const favoritePath = (page: { id: string; project_id: string }) => `${projectPath(page.project_id)}/favorite-pages/${page.id}/`;
const anonymous = () => new TestClient(t.baseUrl);

/** A public project where the admin is project admin, the member and `other` members, the guest a guest. */
async function staffedProject(): Promise<Project> {
  const project = await buildCastProject(t.db, cast);
  await addProjectMember(t.db, project, other.user, ROLE.MEMBER);
  return project;
}

const reload = (page: Page) => Page.query(t.db).findById(page.id);
const names = (body: { name: string }[]) => body.map((page) => page.name);

/** Pages nobody reaches through `project`: another project's, another workspace's, made-up and malformed ids. */
async function unreachablePageIds(): Promise<string[]> {
  const sibling = await buildPage(t.db, await staffedProject(), cast.admin.user.id);
  const foreignProject = await buildProject(t.db, await buildWorkspace(t.db, cast.admin.user), cast.admin.user);
  const foreign = await buildPage(t.db, foreignProject, cast.admin.user.id);
  return [sibling.id, foreign.id, randomUUID(), "not-a-uuid"];
}

describe("GET .../pages/", () => {
  it("answers 401, 404 for another workspace's project, 403 to a workspace member outside the project, 400 for a bad query", async () => {
    const project = await staffedProject();
    expect((await anonymous().get(pagesPath(project.id))).status).toBe(401);
    const foreign = await buildProject(t.db, await buildWorkspace(t.db, cast.admin.user), cast.admin.user);
    expect((await cast.admin.client.get(pagesPath(foreign.id))).body).toEqual(PROJECT_NOT_FOUND);
    const notJoined = await buildProject(t.db, cast.workspace, cast.admin.user);
    expect((await cast.member.client.get(pagesPath(notJoined.id))).status).toBe(403);
    for (const query of ["type=drafts", "order_by=sort_order", `search=${"x".repeat(256)}`]) {
      const res = await cast.admin.client.get(`${pagesPath(project.id)}?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.code).toBe("validation_error");
    }
  });

  it("lists public pages and the caller's own private ones, newest change first, with the caller's favorites", async () => {
    const project = await staffedProject();
    const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 0, minutes));
    const old = await buildPage(t.db, project, other.user.id, { name: "old public", updatedAt: at(1) });
    await buildPage(t.db, project, other.user.id, { name: "new public", updatedAt: at(5) });
    await buildPage(t.db, project, cast.member.user.id, { name: "member's private", access: 1, updatedAt: at(3) });
    await buildPage(t.db, project, other.user.id, { name: "other's private", access: 1, updatedAt: at(4) });
    await buildPage(t.db, project, other.user.id, { name: "archived", archivedAt: at(6), updatedAt: at(6) });
    await buildPage(t.db, await staffedProject(), other.user.id, { name: "another project" });
    await favoritePage(t.db, old, cast.member.user.id);

    const res = await cast.member.client.get(pagesPath(project.id));
    expect(res.status).toBe(200);
    expect(names(res.body)).toEqual(["archived", "new public", "member's private", "old public"]);
    expect(Object.keys(res.body[0]).sort()).toEqual(PAGE_KEYS);
    expect(res.body.find((page: { name: string }) => page.name === "old public")).toMatchObject({ is_favorite: true, project_ids: [project.id], owned_by: other.user.id, access: 0 });
    // A favorite is its person's own; a workspace admin does not see another's private page either.
    expect((await cast.admin.client.get(pagesPath(project.id))).body.find((page: { name: string }) => page.name === "old public").is_favorite).toBe(false);
    expect(names((await cast.admin.client.get(pagesPath(project.id))).body)).toEqual(["archived", "new public", "old public"]);
    expect(names((await cast.guest.client.get(pagesPath(project.id))).body)).toEqual(["archived", "new public", "old public"]);
  });

  it("filters by tab and name, and sorts by name or creation", async () => {
    const project = await staffedProject();
    const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 0, minutes));
    await buildPage(t.db, project, cast.member.user.id, { name: "beta notes", createdAt: at(2) });
    await buildPage(t.db, project, cast.member.user.id, { name: "Alpha notes", createdAt: at(3) });
    await buildPage(t.db, project, cast.member.user.id, { name: "gamma 100%", createdAt: at(1) });
    await buildPage(t.db, project, cast.member.user.id, { name: "private notes", access: 1 });
    await buildPage(t.db, project, cast.member.user.id, { name: "archived notes", access: 1, archivedAt: at(4) });
    const list = async (query: string) => names((await cast.member.client.get(`${pagesPath(project.id)}?${query}`)).body);
    expect(await list("type=public&order_by=name")).toEqual(["Alpha notes", "beta notes", "gamma 100%"]);
    expect(await list("type=public&order_by=-name")).toEqual(["gamma 100%", "beta notes", "Alpha notes"]);
    expect(await list("type=public&order_by=created_at")).toEqual(["gamma 100%", "beta notes", "Alpha notes"]);
    expect(await list("type=private")).toEqual(["private notes"]);
    expect(await list("type=archived")).toEqual(["archived notes"]);
    expect(await list("search=NOTES&order_by=name&type=public")).toEqual(["Alpha notes", "beta notes"]);
    // % is a literal character, not a wildcard.
    expect(await list("search=%25")).toEqual(["gamma 100%"]);
  });

  it("answers 404 on every page route while the project's Pages feature is off", async () => {
    const project = await staffedProject();
    const page = await buildPage(t.db, project, cast.admin.user.id);
    await Project.query(t.db).patch({ page_view: false }).where("id", project.id);
    expect((await cast.admin.client.get(pagesPath(project.id))).body).toEqual(PAGES_DISABLED);
    expect((await cast.admin.client.get(pagePath(page))).body).toEqual(PAGES_DISABLED);
    const created = await cast.admin.client.send("POST", pagesPath(project.id), { name: "x" });
    expect(created.status).toBe(404);
    expect((await cast.admin.client.send("POST", pagePath(page, "lock/"))).status).toBe(404);
    expect((await cast.admin.client.get(`${projectPath(project.id)}/pages-summary/`)).status).toBe(404);
    expect(await Page.query(t.db).where("project_id", project.id).resultSize()).toBe(1);
    await Project.query(t.db).patch({ page_view: true }).where("id", project.id);
    expect(names((await cast.admin.client.get(pagesPath(project.id))).body)).toEqual([page.name]);
  });
});

describe("GET .../pages-summary/", () => {
  it("answers 401 and counts the tabs as the caller sees them", async () => {
    const project = await staffedProject();
    await buildPage(t.db, project, other.user.id);
    await buildPage(t.db, project, other.user.id);
    await buildPage(t.db, project, cast.member.user.id, { access: 1 });
    await buildPage(t.db, project, other.user.id, { access: 1 });
    await buildPage(t.db, project, other.user.id, { archivedAt: new Date() });
    const path = `${projectPath(project.id)}/pages-summary/`;
    expect((await anonymous().get(path)).status).toBe(401);
    expect((await cast.member.client.get(path)).body).toEqual({ public_pages: 2, private_pages: 1, archived_pages: 1 });
    expect((await cast.guest.client.get(path)).body).toEqual({ public_pages: 2, private_pages: 0, archived_pages: 1 });
  });
});

describe("POST .../pages/", () => {
  it("answers 401, 403 to a guest before reading the input, and 404 for another workspace's project", async () => {
    const project = await staffedProject();
    expect((await anonymous().send("POST", pagesPath(project.id), { name: "x" })).status).toBe(401);
    const refused = await cast.guest.client.send("POST", pagesPath(project.id), { name: 5 });
    expect(refused.status).toBe(403);
    const foreign = await buildProject(t.db, await buildWorkspace(t.db, cast.admin.user), cast.admin.user);
    expect((await cast.admin.client.send("POST", pagesPath(foreign.id), { name: "x" })).body).toEqual(PROJECT_NOT_FOUND);
    expect(await Page.query(t.db).where("project_id", project.id).resultSize()).toBe(0);
  });

  it("answers 400 naming the field for bad input", async () => {
    const project = await staffedProject();
    const cases: [unknown, string][] = [
      [{ name: "x".repeat(256) }, "name"],
      [{ name: "tab\there" }, "name"],
      [{ name: 7 }, "name"],
      [{ access: 2 }, "access"],
      [{ access: "public" }, "access"],
      [{ color: "red" }, "color"],
      [{ logo_props: "smile" }, "logo_props"],
      // The document is the document server's: not through this endpoint.
      [{ description_html: "<p>hi</p>" }, "body"],
    ];
    for (const [body, path] of cases) {
      const res = await cast.member.client.send("POST", pagesPath(project.id), body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.details[0].path, JSON.stringify(body)).toBe(path);
    }
    expect(await Page.query(t.db).where("project_id", project.id).resultSize()).toBe(0);
  });

  it("creates a public page owned by the caller and announces it to the project; a private one to its owner only", async () => {
    const project = await staffedProject();
    const events = recordEvents(t.server.services.events);
    const res = await cast.member.client.send("POST", pagesPath(project.id), { name: "  Spec  ", color: "#112233", logo_props: { in_use: "emoji", emoji: { value: "1f600" } } });
    const secret = await cast.member.client.send("POST", pagesPath(project.id), { access: 1 });
    events.stop();
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: "Spec",
      access: 0,
      color: "#112233",
      owned_by: cast.member.user.id,
      created_by: cast.member.user.id,
      is_favorite: false,
      is_locked: false,
      archived_at: null,
      project_ids: [project.id],
      workspace: cast.workspace.id,
      description_html: "<p></p>",
      logo_props: { in_use: "emoji", emoji: { value: "1f600" } },
    });
    expect(Object.keys(res.body).sort()).toEqual([...PAGE_KEYS, "description_html"].sort());
    expect(secret.body).toMatchObject({ name: "", access: 1 });
    const [created, createdPrivate] = events.named("page.created");
    expect(created?.audience).toEqual({ kind: "project", workspace_id: cast.workspace.id, project_id: project.id });
    expect(created?.data).toMatchObject({ id: res.body.id, name: "Spec" });
    expect(created?.data).not.toHaveProperty("is_favorite");
    expect(createdPrivate?.audience).toEqual({ kind: "users", workspace_id: cast.workspace.id, user_ids: [cast.member.user.id] });
  });
});

describe("GET .../pages/:pageId/", () => {
  it("answers 401, 404 for pages out of reach and for another's private page, and the page with its HTML", async () => {
    const project = await staffedProject();
    const page = await buildPage(t.db, project, other.user.id, { descriptionHtml: "<p>Hello</p>" });
    const hidden = await buildPage(t.db, project, other.user.id, { access: 1 });
    expect((await anonymous().get(pagePath(page))).status).toBe(401);
    for (const id of await unreachablePageIds()) expect((await cast.admin.client.get(pagePath({ id, project_id: project.id }))).body).toEqual(PAGE_NOT_FOUND);
    expect((await cast.admin.client.get(pagePath(hidden))).body).toEqual(PAGE_NOT_FOUND);
    expect((await other.client.get(pagePath(hidden))).status).toBe(200);
    const res = await cast.guest.client.get(`${pagePath(page)}?track_visit=false`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: page.id, description_html: "<p>Hello</p>", is_favorite: false });
  });
});

describe("PATCH .../pages/:pageId/", () => {
  it("answers 401, 403 to a guest, 400 for bad input, 404 out of reach", async () => {
    const project = await staffedProject();
    const page = await buildPage(t.db, project, cast.member.user.id, { name: "Before" });
    expect((await anonymous().send("PATCH", pagePath(page), { name: "x" })).status).toBe(401);
    expect((await cast.guest.client.send("PATCH", pagePath(page), { name: "x" })).status).toBe(403);
    for (const body of [{ name: "x".repeat(256) }, { color: "#12" }, { access: 1 }, { description_html: 5 }, { description_binary: "AQID" }]) {
      expect((await cast.member.client.send("PATCH", pagePath(page), body)).status, JSON.stringify(body)).toBe(400);
    }
    for (const id of await unreachablePageIds()) expect((await cast.admin.client.send("PATCH", pagePath({ id, project_id: project.id }), { name: "x" })).status).toBe(404);
    expect((await reload(page))?.name).toBe("Before");
  });

  it("renames a page and announces only what changed; refuses a locked or archived page with its reason", async () => {
    const project = await staffedProject();
    const page = await buildPage(t.db, project, other.user.id, { name: "Before" });
    const events = recordEvents(t.server.services.events);
    const res = await cast.member.client.send("PATCH", pagePath(page), { name: "After", logo_props: { in_use: "icon" } });
    events.stop();
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: "After", logo_props: { in_use: "icon" }, updated_by: cast.member.user.id, owned_by: other.user.id });
    const [updated] = events.named("page.updated");
    expect(Object.keys(updated?.data ?? {}).sort()).toEqual(["logo_props", "name", "updated_at", "updated_by"]);
    expect(updated?.audience.kind).toBe("project");

    const locked = await buildPage(t.db, project, cast.member.user.id, { isLocked: true });
    const archived = await buildPage(t.db, project, cast.member.user.id, { archivedAt: new Date() });
    const lockedRes = await cast.member.client.send("PATCH", pagePath(locked), { name: "x" });
    expect(lockedRes.status).toBe(400);
    expect(lockedRes.body).toEqual({ error: "This page is locked. Unlock it to edit it.", code: "page_locked" });
    const archivedRes = await cast.admin.client.send("PATCH", pagePath(archived), { name: "x" });
    expect(archivedRes.status).toBe(400);
    expect(archivedRes.body.code).toBe("page_archived");
  });
});

describe("DELETE .../pages/:pageId/", () => {
  it("answers 401, 403 to a member who does not own it, 400 while it is active, and deletes an archived page with its versions and favorites", async () => {
    const project = await staffedProject();
    const active = await buildPage(t.db, project, other.user.id);
    const page = await buildPage(t.db, project, other.user.id, { archivedAt: new Date() });
    await buildPageVersion(t.db, page);
    await favoritePage(t.db, page, cast.member.user.id);
    expect((await anonymous().send("DELETE", pagePath(page))).status).toBe(401);
    expect((await cast.member.client.send("DELETE", pagePath(page))).status).toBe(403);
    const notArchived = await other.client.send("DELETE", pagePath(active));
    expect(notArchived.status).toBe(400);
    expect(notArchived.body).toEqual({ error: "Archive the page before deleting it.", code: "page_not_archived" });
    for (const id of await unreachablePageIds()) expect((await cast.admin.client.send("DELETE", pagePath({ id, project_id: project.id }))).status).toBe(404);

    const events = recordEvents(t.server.services.events);
    expect((await cast.admin.client.send("DELETE", pagePath(page))).status).toBe(204);
    events.stop();
    expect(await reload(page)).toBeUndefined();
    expect(await PageVersion.query(t.db).where("page_id", page.id).resultSize()).toBe(0);
    expect(await UserFavorite.query(t.db).where("entity_identifier", page.id).resultSize()).toBe(0);
    expect(events.named("page.deleted").map((event) => event.data)).toEqual([{ id: page.id, project: project.id }]);
  });
});

describe("POST and DELETE .../pages/:pageId/lock/", () => {
  it("locks and unlocks for the owner; twice changes nothing and announces nothing", async () => {
    const project = await staffedProject();
    const page = await buildPage(t.db, project, cast.member.user.id);
    expect((await anonymous().send("POST", pagePath(page, "lock/"))).status).toBe(401);
    expect((await other.client.send("POST", pagePath(page, "lock/"))).status).toBe(403);
    expect((await cast.admin.client.send("POST", pagePath({ id: randomUUID(), project_id: project.id }, "lock/"))).status).toBe(404);
    const events = recordEvents(t.server.services.events);
    expect((await cast.member.client.send("POST", pagePath(page, "lock/"))).status).toBe(204);
    expect((await cast.member.client.send("POST", pagePath(page, "lock/"))).status).toBe(204);
    expect((await reload(page))?.is_locked).toBe(true);
    expect((await cast.member.client.send("PATCH", pagePath(page), { name: "x" })).status).toBe(400);
    expect((await cast.member.client.send("DELETE", pagePath(page, "lock/"))).status).toBe(204);
    events.stop();
    expect(events.named("page.updated").map((event) => event.data.is_locked)).toEqual([true, false]);
    expect((await cast.member.client.send("PATCH", pagePath(page), { name: "x" })).status).toBe(200);
  });
});

describe("POST .../pages/:pageId/access/", () => {
  it("answers 401, 400 for a bad access, 403 to a member who does not own it; a page made private leaves the others' lists", async () => {
    const project = await staffedProject();
    const page = await buildPage(t.db, project, cast.member.user.id);
    expect((await anonymous().send("POST", pagePath(page, "access/"), { access: 1 })).status).toBe(401);
    for (const body of [{}, { access: 3 }, { access: "1" }]) expect((await cast.member.client.send("POST", pagePath(page, "access/"), body)).status).toBe(400);
    expect((await other.client.send("POST", pagePath(page, "access/"), { access: 1 })).status).toBe(403);

    const events = recordEvents(t.server.services.events);
    expect((await cast.member.client.send("POST", pagePath(page, "access/"), { access: 1 })).status).toBe(204);
    events.stop();
    const [made] = events.named("page.updated");
    // The project hears that it went private, and nothing else about it.
    expect(made?.audience.kind).toBe("project");
    expect(made?.data).toEqual({ access: 1, updated_at: expect.any(String) });
    expect(names((await other.client.get(pagesPath(project.id))).body)).toEqual([]);
    expect((await other.client.get(pagePath(page))).status).toBe(404);

    // A project admin may open it up again only while they can see it: a private page is its owner's.
    expect((await cast.admin.client.send("POST", pagePath(page, "access/"), { access: 0 })).status).toBe(404);
    expect((await cast.member.client.send("POST", pagePath(page, "access/"), { access: 0 })).status).toBe(204);
    expect((await cast.admin.client.send("POST", pagePath(page, "access/"), { access: 1 })).status).toBe(204);
    expect((await reload(page))?.access).toBe(1);
  });
});

describe("POST and DELETE .../pages/:pageId/archive/", () => {
  it("archives (answering when), takes the page out of everyone's favorites, and restores; twice does nothing", async () => {
    const project = await staffedProject();
    const page = await buildPage(t.db, project, cast.member.user.id);
    await favoritePage(t.db, page, cast.member.user.id);
    await favoritePage(t.db, page, other.user.id);
    expect((await anonymous().send("POST", pagePath(page, "archive/"))).status).toBe(401);
    expect((await other.client.send("POST", pagePath(page, "archive/"))).status).toBe(403);
    expect((await cast.guest.client.send("DELETE", pagePath(page, "archive/"))).status).toBe(403);

    const events = recordEvents(t.server.services.events);
    const first = await cast.admin.client.send("POST", pagePath(page, "archive/"));
    const second = await cast.member.client.send("POST", pagePath(page, "archive/"));
    expect(first.status).toBe(200);
    expect(Number.isNaN(Date.parse(first.body.archived_at))).toBe(false);
    expect(second.body).toEqual(first.body);
    expect(await UserFavorite.query(t.db).where("entity_identifier", page.id).resultSize()).toBe(0);
    expect((await cast.member.client.get(`${pagesPath(project.id)}?type=archived`)).body[0]).toMatchObject({ id: page.id, is_favorite: false, archived_at: first.body.archived_at });

    expect((await cast.member.client.send("DELETE", pagePath(page, "archive/"))).status).toBe(204);
    expect((await cast.member.client.send("DELETE", pagePath(page, "archive/"))).status).toBe(204);
    events.stop();
    expect(events.named("page.updated").map((event) => event.data.archived_at)).toEqual([first.body.archived_at, null]);
    expect((await reload(page))?.archived_at).toBeNull();
  });
});

describe("POST and DELETE .../favorite-pages/:pageId/", () => {
  it("adds and removes the caller's favorite, telling the caller alone; refuses a guest and an archived page", async () => {
    const project = await staffedProject();
    const page = await buildPage(t.db, project, other.user.id);
    expect((await anonymous().send("POST", favoritePath(page))).status).toBe(401);
    expect((await cast.guest.client.send("POST", favoritePath(page))).status).toBe(403);
    expect((await cast.member.client.send("POST", favoritePath({ id: randomUUID(), project_id: project.id }))).body).toEqual(PAGE_NOT_FOUND);
    const hidden = await buildPage(t.db, project, other.user.id, { access: 1 });
    expect((await cast.member.client.send("POST", favoritePath(hidden))).status).toBe(404);

    const events = recordEvents(t.server.services.events);
    expect((await cast.member.client.send("POST", favoritePath(page))).status).toBe(204);
    expect((await cast.member.client.send("POST", favoritePath(page))).status).toBe(204);
    expect((await cast.member.client.get(pagePath(page))).body.is_favorite).toBe(true);
    expect((await other.client.get(pagePath(page))).body.is_favorite).toBe(false);
    expect((await cast.member.client.send("DELETE", favoritePath(page))).status).toBe(204);
    expect((await cast.member.client.send("DELETE", favoritePath(page))).status).toBe(204);
    events.stop();
    const heard = events.named("page.updated");
    expect(heard.map((event) => event.data)).toEqual([{ is_favorite: true }, { is_favorite: false }]);
    for (const event of heard) expect(event.audience).toEqual({ kind: "users", workspace_id: cast.workspace.id, user_ids: [cast.member.user.id] });

    const archived = await buildPage(t.db, project, other.user.id, { archivedAt: new Date() });
    const refused = await cast.member.client.send("POST", favoritePath(archived));
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe("page_archived");
  });
});

describe("POST .../pages/:pageId/duplicate/", () => {
  it("answers 401, 403 to a guest, 404 for another's private page, and copies a page as the caller's own", async () => {
    const project = await staffedProject();
    const page = await buildPage(t.db, project, other.user.id, { name: "Plan", isLocked: true, descriptionHtml: "<p>Steps</p>" });
    const hidden = await buildPage(t.db, project, other.user.id, { access: 1 });
    expect((await anonymous().send("POST", pagePath(page, "duplicate/"))).status).toBe(401);
    expect((await cast.guest.client.send("POST", pagePath(page, "duplicate/"))).status).toBe(403);
    expect((await cast.member.client.send("POST", pagePath(hidden, "duplicate/"))).status).toBe(404);

    const events = recordEvents(t.server.services.events);
    const res = await cast.member.client.send("POST", pagePath(page, "duplicate/"));
    events.stop();
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ name: "Plan (Copy)", owned_by: cast.member.user.id, access: 0, is_locked: false, archived_at: null, description_html: "<p>Steps</p>" });
    expect(res.body.id).not.toBe(page.id);
    expect(events.named("page.created").map((event) => event.id)).toEqual([res.body.id]);

    const long = await buildPage(t.db, project, other.user.id, { name: "n".repeat(255) });
    const copied = await cast.member.client.send("POST", pagePath(long, "duplicate/"));
    expect(copied.body.name).toHaveLength(255);
    expect(copied.body.name.endsWith(" (Copy)")).toBe(true);
  });
});

describe("POST .../pages/:pageId/move/", () => {
  it("answers 401, 400 for bad input, 404 for a target out of reach, 403 where the caller cannot create pages", async () => {
    const project = await staffedProject();
    const page = await buildPage(t.db, project, cast.member.user.id);
    const target = await staffedProject();
    const move = (client: TestClient, body: unknown) => client.send("POST", pagePath(page, "move/"), body);
    expect((await move(anonymous(), { new_project_id: target.id })).status).toBe(401);
    for (const body of [{}, { new_project_id: "nope" }, { new_project_id: target.id, extra: 1 }]) expect((await move(cast.member.client, body)).status).toBe(400);
    const same = await move(cast.member.client, { new_project_id: project.id });
    expect(same.status).toBe(400);
    expect(same.body.details[0].path).toBe("new_project_id");
    const foreign = await buildProject(t.db, await buildWorkspace(t.db, cast.admin.user), cast.admin.user);
    expect((await move(cast.member.client, { new_project_id: foreign.id })).body).toEqual(PROJECT_NOT_FOUND);
    const archived = await staffedProject();
    await Project.query(t.db).patch({ archived_at: new Date() }).where("id", archived.id);
    expect((await move(cast.member.client, { new_project_id: archived.id })).status).toBe(404);
    // Public, so the member sees it, but holds no role there.
    const notJoined = await buildProject(t.db, cast.workspace, cast.admin.user);
    expect((await move(cast.member.client, { new_project_id: notJoined.id })).status).toBe(403);
    const disabled = await staffedProject();
    await Project.query(t.db).patch({ page_view: false }).where("id", disabled.id);
    expect((await move(cast.member.client, { new_project_id: disabled.id })).status).toBe(400);
    expect((await move(other.client, { new_project_id: target.id })).status).toBe(403);
    expect((await reload(page))?.project_id).toBe(project.id);
  });

  it("moves the page with its favorites; the old project hears it go, the new one hears it arrive", async () => {
    const project = await staffedProject();
    const page = await buildPage(t.db, project, cast.member.user.id);
    await favoritePage(t.db, page, cast.member.user.id);
    const target = await staffedProject();
    const events = recordEvents(t.server.services.events);
    expect((await cast.member.client.send("POST", pagePath(page, "move/"), { new_project_id: target.id })).status).toBe(204);
    events.stop();
    expect(names((await cast.member.client.get(pagesPath(project.id))).body)).toEqual([]);
    expect((await cast.member.client.get(pagesPath(target.id))).body).toMatchObject([{ id: page.id, project_ids: [target.id], is_favorite: true }]);
    expect(events.seen.map((event) => [event.name, event.audience])).toEqual([
      ["page.deleted", { kind: "project", workspace_id: cast.workspace.id, project_id: project.id }],
      ["page.created", { kind: "project", workspace_id: cast.workspace.id, project_id: target.id }],
    ]);
    expect((await UserFavorite.query(t.db).where("entity_identifier", page.id).first())?.project_id).toBe(target.id);
  });
});

describe("GET .../pages/:pageId/versions/ and .../versions/:versionId/", () => {
  it("answers 401 and 404 out of reach; lists versions newest first and opens one with its document", async () => {
    const project = await staffedProject();
    const page = await buildPage(t.db, project, other.user.id);
    const older = await buildPageVersion(t.db, page, { lastSavedAt: new Date(Date.UTC(2026, 0, 1)), html: "<p>one</p>" });
    const newer = await buildPageVersion(t.db, page, { lastSavedAt: new Date(Date.UTC(2026, 0, 2)), html: "<p>two</p>", binary: Buffer.from([1, 2, 3]) });
    const elsewhere = await buildPageVersion(t.db, await buildPage(t.db, project, other.user.id));
    const hidden = await buildPage(t.db, project, other.user.id, { access: 1 });
    expect((await anonymous().get(pagePath(page, "versions/"))).status).toBe(401);
    expect((await cast.member.client.get(pagePath(hidden, "versions/"))).status).toBe(404);
    for (const id of [elsewhere.id, randomUUID(), "nope"]) {
      expect((await cast.member.client.get(pagePath(page, `versions/${id}/`))).body).toEqual({ error: "Page version not found", code: "not_found" });
    }

    const list = await cast.guest.client.get(pagePath(page, "versions/"));
    expect(list.status).toBe(200);
    expect(list.body.map((version: { id: string }) => version.id)).toEqual([newer.id, older.id]);
    expect(Object.keys(list.body[0]).sort()).toEqual(["created_at", "id", "last_saved_at", "owned_by", "page", "workspace"]);
    const one = await cast.guest.client.get(pagePath(page, `versions/${newer.id}/`));
    expect(one.body).toMatchObject({ id: newer.id, page: page.id, description_html: "<p>two</p>", description_stripped: "two", description_binary: "AQID" });
    expect((await cast.guest.client.get(pagePath(page, `versions/${older.id}/`))).body.description_binary).toBeNull();
  });
});
