import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as Y from "yjs";
import { pageDescriptionStore } from "../../api/commands/pageDescriptionStore.js";
import { ROLE } from "../../api/contract/roles.js";
import { withHtml } from "../../api/documents/documentState.js";
import { storedDocumentState } from "../../api/documents/storedState.js";
import { runUnitOfWork } from "../../api/events/unitOfWork.js";
import { Page } from "../../db/models/Page.js";
import { documentHtml } from "../../editor/server.js";
import { PageVersion } from "../../db/models/PageVersion.js";
import type { Project } from "../../db/models/Project.js";
import { TestClient } from "../helpers/client.js";
import { recordEvents } from "../helpers/events.js";
import { addingUpdate, buildPage, buildPageVersion } from "../helpers/pages.js";
import { addProjectMember, buildCastProject } from "../helpers/projects.js";
import { startTestServer, type TestServer } from "../helpers/testServer.js";
import { addMember, signedInUser, workspaceCast, type SignedInUser, type WorkspaceCast } from "../helpers/workspaces.js";

let t: TestServer;
let cast: WorkspaceCast;
/** A second project member, who owns nothing the cast does. */
let other: SignedInUser;
let project: Project;
beforeAll(async () => {
  t = await startTestServer({ setUp: true });
  cast = await workspaceCast(t.db, t.baseUrl);
  other = await signedInUser(t.db, t.baseUrl);
  await addMember(t.db, cast.workspace, other.user, ROLE.MEMBER);
  project = await buildCastProject(t.db, cast);
  await addProjectMember(t.db, project, other.user, ROLE.MEMBER);
});
afterAll(() => t.close());

const VERSION_NOT_FOUND = { error: "Page version not found", code: "not_found" };
const pagePath = (page: { id: string }, tail = "") => `/api/workspaces/${cast.workspace.slug}/projects/${project.id}/pages/${page.id}/${tail}`;
const anonymous = () => new TestClient(t.baseUrl);
const reload = async (page: Page) => (await Page.query(t.db).findById(page.id)) as Page;
/** The HTML a stored Yjs state renders to, by the shared schema. */
function htmlOf(state: Uint8Array | null | undefined): string {
  const doc = new Y.Doc();
  if (state) Y.applyUpdate(doc, state);
  return documentHtml(doc);
}
const versionsOf = (page: Page) => PageVersion.query(t.db).where("page_id", page.id).orderBy("last_saved_at", "desc").orderBy("id", "desc");

describe("POST .../pages/:pageId/versions/:versionId/restore/", () => {
  const restorePath = (page: Page, versionId: string) => pagePath(page, `versions/${versionId}/restore/`);

  it("answers 401, 403 to a guest, 404 for another's private page and for a version that is not this page's", async () => {
    const page = await buildPage(t.db, project, cast.member.user.id, { descriptionHtml: "<p>now</p>" });
    const version = await buildPageVersion(t.db, page, { html: "<p>then</p>" });
    const elsewhere = await buildPageVersion(t.db, await buildPage(t.db, project, cast.member.user.id));
    expect((await anonymous().send("POST", restorePath(page, version.id))).status).toBe(401);
    expect((await cast.guest.client.send("POST", restorePath(page, version.id))).status).toBe(403);
    const secret = await buildPage(t.db, project, other.user.id, { access: 1 });
    const secretVersion = await buildPageVersion(t.db, secret);
    expect((await cast.member.client.send("POST", restorePath(secret, secretVersion.id))).body).toEqual({ error: "Page not found", code: "not_found" });
    for (const id of [elsewhere.id, randomUUID(), "not-a-uuid"]) {
      const res = await cast.member.client.send("POST", restorePath(page, id));
      expect(res.status, id).toBe(404);
      expect(res.body).toEqual(VERSION_NOT_FOUND);
    }
    expect((await reload(page)).description_html).toBe("<p>now</p>");
    expect(await versionsOf(page).resultSize()).toBe(1);
  });

  it("refuses a locked or an archived page with its reason, and changes nothing", async () => {
    for (const [fields, body] of [
      [{ isLocked: true }, { error: "This page is locked. Unlock it to edit it.", code: "page_locked" }],
      [{ archivedAt: new Date() }, { error: "This page is archived. Restore it to edit it.", code: "page_archived" }],
    ] as const) {
      const page = await buildPage(t.db, project, cast.member.user.id, { ...fields, descriptionHtml: "<p>now</p>" });
      const version = await buildPageVersion(t.db, page, { html: "<p>then</p>" });
      const res = await cast.member.client.send("POST", restorePath(page, version.id));
      expect(res.status).toBe(400);
      expect(res.body).toEqual(body);
      expect((await reload(page)).description_html).toBe("<p>now</p>");
      expect(await versionsOf(page).resultSize()).toBe(1);
    }
  });

  it("brings back the version's text, keeps the text it replaced as a version, and can be undone", async () => {
    const page = await buildPage(t.db, project, other.user.id, { descriptionHtml: "<p>now</p>" });
    const then = await buildPageVersion(t.db, page, { lastSavedAt: new Date(Date.now() - 60_000), html: "<h1>Then</h1><p>old text</p>" });
    const events = recordEvents(t.server.services.events);
    const res = await cast.member.client.send("POST", restorePath(page, then.id));
    events.stop();
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: page.id, description_html: "<h1>Then</h1><p>old text</p>", updated_by: cast.member.user.id, owned_by: other.user.id });
    expect(res.body).toEqual((await cast.member.client.get(pagePath(page))).body);
    const row = await reload(page);
    expect(row).toMatchObject({ description_html: "<h1>Then</h1><p>old text</p>", description_stripped: "Then old text" });
    expect(row.description_binary?.byteLength).toBeGreaterThan(0);
    const [updated] = events.named("page.updated");
    expect(updated?.data).toMatchObject({ description_changed: true, updated_by: cast.member.user.id });
    expect(updated?.data).not.toHaveProperty("description_html");
    expect(updated?.audience.kind).toBe("project");

    // Newest first: the restored text (the member's), the text it replaced, the version restored.
    const versions = await versionsOf(page);
    expect(versions.map((version) => [version.description_html, version.owned_by_id])).toEqual([
      ["<h1>Then</h1><p>old text</p>", cast.member.user.id],
      ["<p>now</p>", other.user.id],
      ["<h1>Then</h1><p>old text</p>", other.user.id],
    ]);
    const undo = await cast.member.client.send("POST", restorePath(page, versions[1]?.id as string));
    expect(undo.body.description_html).toBe("<p>now</p>");
    expect((await reload(page)).description_html).toBe("<p>now</p>");
  });
});

describe("PATCH .../pages/:pageId/ with description_html", () => {
  it("answers 401, 403 to a guest, 400 for a locked or archived page and for text past the limit, 404 for another's private page", async () => {
    const page = await buildPage(t.db, project, cast.member.user.id, { descriptionHtml: "<p>now</p>" });
    const body = { description_html: "<p>changed</p>" };
    expect((await anonymous().send("PATCH", pagePath(page), body)).status).toBe(401);
    expect((await cast.guest.client.send("PATCH", pagePath(page), body)).status).toBe(403);
    // Past the HTML limit, inside the JSON body limit.
    const tooLong = await cast.member.client.send("PATCH", pagePath(page), { description_html: `<p>${"x".repeat(1024 * 1024 - 1000)}</p>` });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.code).toBe("validation_error");
    const secret = await buildPage(t.db, project, other.user.id, { access: 1 });
    expect((await cast.member.client.send("PATCH", pagePath(secret), body)).status).toBe(404);
    const locked = await buildPage(t.db, project, cast.member.user.id, { isLocked: true, descriptionHtml: "<p>now</p>" });
    expect((await cast.member.client.send("PATCH", pagePath(locked), body)).body).toEqual({ error: "This page is locked. Unlock it to edit it.", code: "page_locked" });
    const archived = await buildPage(t.db, project, cast.member.user.id, { archivedAt: new Date(), descriptionHtml: "<p>now</p>" });
    expect((await cast.admin.client.send("PATCH", pagePath(archived), body)).body.code).toBe("page_archived");
    for (const untouched of [page, locked, archived]) expect((await reload(untouched)).description_html).toBe("<p>now</p>");
    expect(await PageVersion.query(t.db).whereIn("page_id", [page.id, locked.id, archived.id]).resultSize()).toBe(0);
  });

  it("sanitises the text, stores it with its plain text and a matching state, records a version and announces one change", async () => {
    const page = await buildPage(t.db, project, other.user.id, { name: "Before", descriptionHtml: "<p>now</p>" });
    const events = recordEvents(t.server.services.events);
    const res = await cast.member.client.send("PATCH", pagePath(page), {
      name: "After",
      description_html: '<h1 onclick="steal()">Title</h1><p>Hello <strong>there</strong><script>alert(1)</script></p>',
    });
    events.stop();
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: "After", description_html: "<h1>Title</h1><p>Hello <strong>there</strong></p>", updated_by: cast.member.user.id });
    const row = await reload(page);
    expect(row).toMatchObject({ name: "After", description_html: "<h1>Title</h1><p>Hello <strong>there</strong></p>", description_stripped: "Title Hello there" });
    expect(htmlOf(row.description_binary)).toBe(row.description_html);
    expect(events.named("page.updated")).toHaveLength(1);
    const [updated] = events.named("page.updated");
    expect(Object.keys(updated?.data ?? {}).sort()).toEqual(["description_changed", "name", "updated_at", "updated_by"]);
    const versions = await versionsOf(page);
    expect(versions.map((version) => [version.description_html, version.owned_by_id])).toEqual([["<h1>Title</h1><p>Hello <strong>there</strong></p>", cast.member.user.id]]);
    expect(versions[0]?.description_binary?.byteLength).toBeGreaterThan(0);

    // The same text again changes nothing and tells nobody.
    const again = recordEvents(t.server.services.events);
    expect((await cast.member.client.send("PATCH", pagePath(page), { description_html: "<h1>Title</h1><p>Hello <strong>there</strong></p>" })).status).toBe(200);
    again.stop();
    expect(again.seen).toEqual([]);
  });
});

/** A binary request or response through the caller's session, as an API client sends it. */
async function binary(client: TestClient, method: "GET" | "PATCH", path: string, body?: Uint8Array) {
  const csrf = client.csrfToken ?? (await client.fetchCsrfToken());
  const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  const res = await fetch(new URL(path, t.baseUrl), {
    method,
    headers: { "x-forwarded-for": client.ip, "x-csrftoken": csrf, "content-type": "application/octet-stream", ...(cookie ? { cookie } : {}) },
    ...(body ? { body: Buffer.from(body) } : {}),
  });
  const bytes = new Uint8Array(await res.arrayBuffer());
  const type = res.headers.get("content-type") ?? "";
  return { status: res.status, type, bytes, json: type.includes("json") ? JSON.parse(Buffer.from(bytes).toString()) : undefined };
}

describe("GET .../pages/:pageId/description/", () => {
  it("answers 401, 404 for another's private page, and the Yjs state to any reader, converted from the HTML when the page has none yet", async () => {
    const page = await buildPage(t.db, project, cast.member.user.id, { descriptionHtml: "<h2>Plan</h2><p>Steps</p>" });
    const secret = await buildPage(t.db, project, other.user.id, { access: 1 });
    expect((await anonymous().get(pagePath(page, "description/"))).status).toBe(401);
    expect((await binary(cast.member.client, "GET", pagePath(secret, "description/"))).json).toEqual({ error: "Page not found", code: "not_found" });
    const res = await binary(cast.guest.client, "GET", pagePath(page, "description/"));
    expect(res.status).toBe(200);
    expect(res.type).toBe("application/octet-stream");
    expect(htmlOf(res.bytes)).toBe("<h2>Plan</h2><p>Steps</p>");
    // Every conversion of one HTML is the same state, so two clients' copies merge without doubling the text.
    const again = await binary(cast.member.client, "GET", pagePath(page, "description/"));
    const doc = new Y.Doc();
    Y.applyUpdate(doc, res.bytes);
    Y.applyUpdate(doc, again.bytes);
    expect(documentHtml(doc)).toBe("<h2>Plan</h2><p>Steps</p>");
  });
});

describe("PATCH .../pages/:pageId/description/", () => {
  const path = (page: Page) => pagePath(page, "description/");

  it("answers 401, 403 to a guest, 404 out of reach, 400 for a locked or archived page, and stores nothing", async () => {
    const page = await buildPage(t.db, project, cast.member.user.id, { descriptionHtml: "<p>now</p>" });
    const update = addingUpdate("<p>more</p>");
    expect((await binary(new TestClient(t.baseUrl), "PATCH", path(page), update)).status).toBe(401);
    expect((await binary(cast.guest.client, "PATCH", path(page), update)).status).toBe(403);
    const secret = await buildPage(t.db, project, other.user.id, { access: 1 });
    expect((await binary(cast.member.client, "PATCH", path(secret), update)).status).toBe(404);
    expect((await binary(cast.member.client, "PATCH", pagePath({ id: randomUUID() }, "description/"), update)).status).toBe(404);
    const locked = await buildPage(t.db, project, cast.member.user.id, { isLocked: true, descriptionHtml: "<p>now</p>" });
    expect((await binary(cast.member.client, "PATCH", path(locked), update)).json).toEqual({ error: "This page is locked. Unlock it to edit it.", code: "page_locked" });
    const archived = await buildPage(t.db, project, cast.member.user.id, { archivedAt: new Date(), descriptionHtml: "<p>now</p>" });
    expect((await binary(cast.admin.client, "PATCH", path(archived), update)).json?.code).toBe("page_archived");
    for (const untouched of [page, locked, archived, secret]) {
      const row = await reload(untouched);
      expect(row.description_binary).toBeNull();
      expect(row.description_html).not.toContain("more");
    }
  });

  it("refuses bytes that are not a Yjs update, an update made on another state, and a body past 10 MB, storing nothing", async () => {
    const page = await buildPage(t.db, project, cast.member.user.id, { descriptionHtml: "<p>now</p>" });
    // An update that builds on changes this page never had: Yjs would hold it back forever.
    const base = new Y.Doc();
    Y.applyUpdate(base, addingUpdate("<p>elsewhere</p>"));
    const before = Y.encodeStateVector(base);
    base.getXmlFragment("default").insert(0, [new Y.XmlElement("paragraph")]);
    const dependent = Y.encodeStateAsUpdate(base, before);
    for (const body of [new Uint8Array([0xff, 0xfe, 0x01, 0x99, 0x42]), new TextEncoder().encode("<p>html is not yjs</p>"), dependent]) {
      const res = await binary(cast.member.client, "PATCH", path(page), body);
      expect(res.status).toBe(400);
      expect(res.json?.error).toMatch(/not a Yjs update of this document/);
    }
    const tooBig = await binary(cast.member.client, "PATCH", path(page), new Uint8Array(10 * 1024 * 1024 + 1));
    expect(tooBig.status).toBe(413);
    expect(tooBig.json?.error).toBe("A page's document may not grow past 10485760 bytes.");
    const json = await cast.member.client.send("PATCH", path(page), { description_binary: "not base64!" });
    expect(json.status).toBe(400);
    expect(json.body.error).toMatch(/^description_binary: /);
    const text = await cast.member.client.send("PATCH", path(page), "hello", { "content-type": "text/plain" });
    expect(text.status).toBe(400);
    const row = await reload(page);
    expect(row.description_binary).toBeNull();
    expect(row.description_html).toBe("<p>now</p>");
  });

  it("merges an update into the stored state, renders its HTML and text, records a version and announces it; Plane's JSON form too", async () => {
    const page = await buildPage(t.db, project, other.user.id, { descriptionHtml: "<p>now</p>" });
    const events = recordEvents(t.server.services.events);
    const res = await binary(cast.member.client, "PATCH", path(page), addingUpdate("<p>added</p>"));
    events.stop();
    expect(res.status).toBe(204);
    const row = await reload(page);
    expect(row.description_html).toMatch(/^(<p>now<\/p><p>added<\/p>|<p>added<\/p><p>now<\/p>)$/);
    expect(row.description_stripped).toMatch(/^(now added|added now)$/);
    expect(htmlOf(row.description_binary)).toBe(row.description_html);
    expect(row.updated_by_id).toBe(cast.member.user.id);
    const [updated] = events.named("page.updated");
    expect(updated?.data).toMatchObject({ description_changed: true });

    // Plane's client sends the whole state it edited, as base64; its HTML is not taken on trust.
    const state = await binary(cast.member.client, "GET", path(page));
    const doc = new Y.Doc();
    Y.applyUpdate(doc, state.bytes);
    doc.getXmlFragment("default").delete(0, 1);
    const sent = await cast.member.client.send("PATCH", path(page), { description_binary: Buffer.from(Y.encodeStateAsUpdate(doc)).toString("base64"), description_html: "<p>ignored</p>" });
    expect(sent.status).toBe(204);
    const after = await reload(page);
    expect(after.description_html).toBe(documentHtml(doc));
    expect(after.description_html).not.toContain("ignored");
    // One person's two changes within minutes are one version.
    expect((await versionsOf(page)).map((version) => version.description_html)).toEqual([after.description_html]);
  });
});

describe("page versions as the text changes", () => {
  /** A document server's store of a page whose text someone made `html`: its state on top of the row's. */
  const store = async (page: Page, who: SignedInUser, html: string) => {
    const binary = withHtml(await storedDocumentState(t.db, "pages", await reload(page)), html).binary;
    return runUnitOfWork(t.server.services, { actor: who.user, mutationId: null }, (uow) => pageDescriptionStore({ ...uow, pageId: page.id, binary }));
  };

  it("folds one person's stores within 10 minutes into one version, starts another for someone else or after a pause, and keeps 20", async () => {
    const page = await buildPage(t.db, project, cast.member.user.id, { descriptionHtml: "<p>start</p>" });
    await store(page, cast.member, "<p>one</p>");
    await store(page, cast.member, "<p>two</p>");
    expect((await versionsOf(page)).map((version) => [version.description_html, version.owned_by_id])).toEqual([["<p>two</p>", cast.member.user.id]]);
    await store(page, other, "<p>three</p>");
    expect((await versionsOf(page)).map((version) => [version.description_html, version.owned_by_id])).toEqual([
      ["<p>three</p>", other.user.id],
      ["<p>two</p>", cast.member.user.id],
    ]);
    // A store that changes the state but not the text is no version.
    await store(page, other, "<p>three</p>");
    expect(await versionsOf(page).resultSize()).toBe(2);
    await t.db("page_versions").where("page_id", page.id).update({ last_saved_at: t.db.raw("last_saved_at - interval '11 minutes'") });
    await store(page, other, "<p>four</p>");
    expect((await versionsOf(page)).map((version) => version.description_html)).toEqual(["<p>four</p>", "<p>three</p>", "<p>two</p>"]);

    for (let i = 0; i < 25; i += 1) await store(page, i % 2 === 0 ? cast.member : other, `<p>edit ${i}</p>`);
    const kept = await versionsOf(page);
    expect(kept).toHaveLength(20);
    expect(kept[0]?.description_html).toBe("<p>edit 24</p>");
    expect(kept[19]?.description_html).toBe("<p>edit 5</p>");
  });
});
