import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as Y from "yjs";
import { ROLE } from "../../api/contract/roles.js";
import { Page } from "../../db/models/Page.js";
import { documentHtml } from "../../editor/server.js";
import { PageVersion } from "../../db/models/PageVersion.js";
import type { Project } from "../../db/models/Project.js";
import { TestClient } from "../helpers/client.js";
import { recordEvents } from "../helpers/events.js";
import { buildPage, buildPageVersion } from "../helpers/pages.js";
import { addProjectMember, buildStaffedProject } from "../helpers/projects.js";
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
  project = await buildStaffedProject(t.db, cast.workspace, { admin: cast.admin.user, member: cast.member.user, guest: cast.guest.user });
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
