import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { DOCUMENT_REFUSALS } from "../../api/contract/documents.js";
import { PAGE_ACCESS } from "../../api/contract/pages.js";
import { Page } from "../../db/models/Page.js";
import type { Project } from "../../db/models/Project.js";
import { OpenedEditors, typeParagraph, waitUntil, waitUntilAsync } from "../helpers/documents.js";
import { addingUpdate, buildPage, buildPageVersion } from "../helpers/pages.js";
import { buildCastProject } from "../helpers/projects.js";
import { startTestServer, type TestServer } from "../helpers/testServer.js";
import { workspaceCast, type WorkspaceCast } from "../helpers/workspaces.js";

let t: TestServer;
let cast: WorkspaceCast;
let project: Project;
const editors = new OpenedEditors(() => t.baseUrl);
beforeAll(async () => {
  t = await startTestServer({ setUp: true });
  cast = await workspaceCast(t.db, t.baseUrl);
  project = await buildCastProject(t.db, cast);
});
afterEach(() => editors.closeAll());
afterAll(() => t.close());

const open = editors.open.bind(editors);

describe("page documents at /live", () => {
  it("gives two editors one page, and stores it with its HTML and text on the page", async () => {
    const page = await buildPage(t.db, project, cast.admin.user.id, { descriptionHtml: "<h1>Spec</h1>" });
    const name = `page.${page.id}`;
    const alice = open(cast.admin, name);
    const bob = open(cast.member, name);
    await Promise.all([alice.synced(), bob.synced()]);
    expect(bob.html()).toBe("<h1>Spec</h1>");
    typeParagraph(alice, "alice's notes");
    typeParagraph(bob, "bob's notes");
    await waitUntil(() => alice.text().includes("bob's notes") && bob.text().includes("alice's notes"), "both edits on both sides");
    await Promise.all([alice.saved(), bob.saved()]);
    alice.close();
    bob.close();
    let row: Page | undefined;
    await waitUntilAsync(async () => {
      row = await Page.query(t.db).findById(page.id);
      return (row?.description_html.includes("alice's notes") && row.description_html.includes("bob's notes")) ?? false;
    }, "the page's document to be stored");
    expect(row?.description_stripped).toMatch(/^Spec (alice|bob)'s notes (alice|bob)'s notes$/);
    expect(row?.description_binary?.byteLength).toBeGreaterThan(0);
  });

  it("opens a locked page, an archived page and any page for a guest read-only, and drops their typing", async () => {
    const locked = await buildPage(t.db, project, cast.admin.user.id, { isLocked: true, descriptionHtml: "<p>locked</p>" });
    const archived = await buildPage(t.db, project, cast.admin.user.id, { archivedAt: new Date(), descriptionHtml: "<p>archived</p>" });
    const unlocked = await buildPage(t.db, project, cast.admin.user.id, { descriptionHtml: "<p>open</p>" });
    for (const [who, page] of [[cast.admin, locked], [cast.member, archived], [cast.guest, unlocked]] as const) {
      const editor = open(who, `page.${page.id}`);
      await editor.synced();
      expect(editor.scope).toBe("readonly");
      typeParagraph(editor, "not allowed");
      await new Promise((resolve) => setTimeout(resolve, 200));
      editor.close();
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    for (const page of [locked, archived, unlocked]) expect((await Page.query(t.db).findById(page.id))?.description_html).not.toContain("not allowed");
  });

  it("refuses another person's private page, to a workspace admin too, with nothing sent", async () => {
    const secret = await buildPage(t.db, project, cast.member.user.id, { access: PAGE_ACCESS.PRIVATE, descriptionHtml: "<p>diary</p>" });
    for (const who of [cast.admin, cast.guest, cast.stranger]) {
      const editor = open(who, `page.${secret.id}`);
      expect(await editor.refused()).toBe(DOCUMENT_REFUSALS.notFound);
      expect(editor.text()).toBe("");
    }
    const owner = open(cast.member, `page.${secret.id}`);
    await owner.synced();
    expect(owner.scope).toBe("read-write");
  });

  it("makes an open page read-only for everyone the moment it is locked", async () => {
    const page = await buildPage(t.db, project, cast.admin.user.id, { descriptionHtml: "<p>draft</p>" });
    const name = `page.${page.id}`;
    const writer = open(cast.member, name);
    const reader = open(cast.admin, name);
    await Promise.all([writer.synced(), reader.synced()]);
    const res = await cast.admin.client.send("POST", `/api/workspaces/${cast.workspace.slug}/projects/${project.id}/pages/${page.id}/lock/`);
    expect(res.status).toBeLessThan(300);
    await new Promise((resolve) => setTimeout(resolve, 300));
    typeParagraph(writer, "after the lock");
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(reader.text()).not.toContain("after the lock");
  });

  it("carries a restored version into the open document, and stores what the editor types after it", async () => {
    const page = await buildPage(t.db, project, cast.admin.user.id, { descriptionHtml: "<p>Current</p>" });
    const version = await buildPageVersion(t.db, page, { html: "<h2>Restored</h2><p>Current</p>" });
    const editor = open(cast.member, `page.${page.id}`);
    await editor.synced();
    const res = await cast.admin.client.send("POST", `/api/workspaces/${cast.workspace.slug}/projects/${project.id}/pages/${page.id}/versions/${version.id}/restore/`);
    expect(res.status).toBe(200);
    await waitUntil(() => editor.html() === "<h2>Restored</h2><p>Current</p>", "the restored text in the editor");
    typeParagraph(editor, "typed after");
    await editor.saved();
    editor.close();
    await waitUntilAsync(async () => (await Page.query(t.db).findById(page.id))?.description_html === "<h2>Restored</h2><p>Current</p><p>typed after</p>", "the merged text to be stored");
  });

  it("carries an API client's PATCH of description_html into the open document", async () => {
    const page = await buildPage(t.db, project, cast.admin.user.id, { descriptionHtml: "<p>Before</p>" });
    const editor = open(cast.member, `page.${page.id}`);
    await editor.synced();
    const res = await cast.admin.client.send("PATCH", `/api/workspaces/${cast.workspace.slug}/projects/${project.id}/pages/${page.id}/`, { description_html: "<p>Before</p><p>From the <strong>API</strong></p>" });
    expect(res.status).toBe(200);
    await waitUntil(() => editor.html() === "<p>Before</p><p>From the <strong>API</strong></p>", "the API change in the editor");
  });

  it("carries an API client's PATCH of the Yjs state into the open document", async () => {
    const page = await buildPage(t.db, project, cast.admin.user.id, { descriptionHtml: "<p>Before</p>" });
    const editor = open(cast.member, `page.${page.id}`);
    await editor.synced();
    const res = await cast.admin.client.send("PATCH", `/api/workspaces/${cast.workspace.slug}/projects/${project.id}/pages/${page.id}/description/`, {
      description_binary: Buffer.from(addingUpdate("<p>From a Yjs client</p>")).toString("base64"),
    });
    expect(res.status).toBe(204);
    await waitUntil(() => editor.text().includes("From a Yjs client") && editor.text().includes("Before"), "the merged update in the editor");
  });
});
