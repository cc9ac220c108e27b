import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { DOCUMENT_REFUSALS, LIVE_PATH } from "../../api/contract/documents.js";
import { ROLE } from "../../api/contract/roles.js";
import { Issue } from "../../db/models/Issue.js";
import type { Project } from "../../db/models/Project.js";
import { OpenedEditors, type TestEditor, typeParagraph, waitUntil, waitUntilAsync } from "../helpers/documents.js";
import { addProjectMember, buildCastProject, buildProject } from "../helpers/projects.js";
import { startTestServer, type TestServer } from "../helpers/testServer.js";
import { buildWorkItem } from "../helpers/workItems.js";
import { addMember, signedInUser, workspaceCast, type WorkspaceCast } from "../helpers/workspaces.js";

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

async function describedItem(html = "<p>Start</p>"): Promise<Issue> {
  return buildWorkItem(t.db, project, { description_html: html });
}

/** The item's stored description once `ready` holds for it (the store follows the last editor leaving). */
async function storedWhen(id: string, ready: (row: Issue) => boolean): Promise<Issue> {
  let row: Issue | undefined;
  await waitUntilAsync(async () => {
    row = await Issue.query(t.db).findById(id).select("description_html", "description_stripped", "description_binary");
    return row !== undefined && ready(row);
  }, "the description to be stored");
  return row as Issue;
}

describe("work item descriptions at /live", () => {
  it("gives two editors one document: each sees the other's typing, and the row keeps it as HTML and text", async () => {
    const item = await describedItem();
    const name = `work_item_description.${item.id}`;
    const alice = open(cast.admin, name);
    const bob = open(cast.member, name);
    await Promise.all([alice.synced(), bob.synced()]);
    expect(alice.html()).toBe("<p>Start</p>");
    typeParagraph(alice, "from alice");
    typeParagraph(bob, "from bob");
    await waitUntil(() => alice.text().includes("from bob") && bob.text().includes("from alice"), "both edits on both sides");
    expect(alice.text()).toBe(bob.text());
    await Promise.all([alice.saved(), bob.saved()]);
    alice.close();
    bob.close();
    const row = await storedWhen(item.id, (stored) => stored.description_html.includes("from alice") && stored.description_html.includes("from bob"));
    expect(row?.description_html).toMatch(/^<p>Start<\/p><p>from (alice|bob)<\/p><p>from (alice|bob)<\/p>$/);
    expect(row?.description_stripped).toMatch(/^Start from (alice|bob) from (alice|bob)$/);
    expect(row?.description_binary?.byteLength).toBeGreaterThan(0);

    const again = open(cast.member, name);
    await again.synced();
    expect(again.html()).toBe(row?.description_html);
  });

  it("refuses, with nothing of the document sent, a stranger, a non-member of a private project and a made-up or malformed name", async () => {
    const secretProject = await buildProject(t.db, cast.workspace, cast.admin.user, { network: 0 });
    const secret = await buildWorkItem(t.db, secretProject, { description_html: "<p>secret</p>" });
    const item = await describedItem("<p>secret too</p>");
    const cases: [TestEditor, string][] = [
      [open(cast.stranger, `work_item_description.${item.id}`), DOCUMENT_REFUSALS.notFound],
      [open(cast.member, `work_item_description.${secret.id}`), DOCUMENT_REFUSALS.notFound],
      [open(cast.admin, `work_item_description.00000000-0000-4000-8000-000000000000`), DOCUMENT_REFUSALS.notFound],
      [open(cast.admin, `work_item_description.${item.id.toUpperCase()}`), DOCUMENT_REFUSALS.notFound],
      [open(cast.admin, `work_item_description.${item.id}.x`), DOCUMENT_REFUSALS.notFound],
      [open(cast.admin, `issue.${item.id}`), DOCUMENT_REFUSALS.notFound],
    ];
    for (const [editor, reason] of cases) {
      expect(await editor.refused()).toBe(reason);
      expect(editor.text()).toBe("");
      expect(editor.provider.isSynced).toBe(false);
    }
  });

  it("makes a guest's connection read-only: their typing is dropped, never reaches others and is never stored", async () => {
    const item = await describedItem("<p>Read me</p>");
    const name = `work_item_description.${item.id}`;
    const guest = open(cast.guest, name);
    const member = open(cast.member, name);
    await Promise.all([guest.synced(), member.synced()]);
    expect(guest.scope).toBe("readonly");
    expect(member.scope).toBe("read-write");
    typeParagraph(guest, "guest was here");
    typeParagraph(member, "member was here");
    await waitUntil(() => guest.text().includes("member was here"), "the member's edit at the guest");
    await member.saved();
    expect(member.text()).not.toContain("guest was here");
    member.close();
    guest.close();
    const row = await storedWhen(item.id, (stored) => stored.description_html.includes("member was here"));
    expect(row.description_html).not.toContain("guest was here");
  });

  it("refuses a removed member, and a member who left the project, the next time they open it", async () => {
    const item = await describedItem();
    const name = `work_item_description.${item.id}`;
    const leaver = await signedInUser(t.db, t.baseUrl);
    await addMember(t.db, cast.workspace, leaver.user, ROLE.MEMBER);
    await addProjectMember(t.db, project, leaver.user, ROLE.MEMBER);
    const first = open(leaver, name);
    await first.synced();
    first.close();
    await t.db("project_members").where({ project_id: project.id, member_id: leaver.user.id }).update({ is_active: false });
    await t.db("workspace_members").where({ workspace_id: cast.workspace.id, member_id: leaver.user.id }).update({ is_active: false });
    const second = open(leaver, name);
    expect(await second.refused()).toBe(DOCUMENT_REFUSALS.notFound);
    expect(second.text()).toBe("");
  });

  it("tells an outdated editor to reload, and refuses the upgrade without a session or from another site", async () => {
    const item = await describedItem();
    const outdated = open(cast.member, `work_item_description.${item.id}`, { editorVersion: "0" });
    expect(await outdated.refused()).toBe(DOCUMENT_REFUSALS.outdatedEditor);
    const statusOf = (headers: Record<string, string>) =>
      new Promise<number>((resolve) => {
        const socket = new WebSocket(`${t.baseUrl.replace("http", "ws")}${LIVE_PATH}`, { headers });
        socket.on("unexpected-response", (_request, response) => resolve(response.statusCode ?? 0));
        socket.on("open", () => resolve(101));
        socket.on("error", () => undefined);
      });
    const cookie = [...cast.member.client.cookies].map(([key, value]) => `${key}=${value}`).join("; ");
    expect(await statusOf({})).toBe(401);
    expect(await statusOf({ cookie: "session-id=made-up" })).toBe(401);
    expect(await statusOf({ cookie, origin: "https://evil.example" })).toBe(403);
    expect(await statusOf({ cookie, origin: new URL(t.baseUrl).origin })).toBe(101);
  });

  it("carries an API client's PATCH of description_html into the open document", async () => {
    const item = await describedItem("<p>Before</p>");
    const editor = open(cast.member, `work_item_description.${item.id}`);
    await editor.synced();
    const res = await cast.admin.client.send("PATCH", `/api/workspaces/${cast.workspace.slug}/projects/${project.id}/issues/${item.id}/`, { description_html: "<p>Before</p><p>From the <strong>API</strong></p>" });
    expect(res.status).toBe(200);
    await waitUntil(() => editor.html() === "<p>Before</p><p>From the <strong>API</strong></p>", "the API change in the editor");
  });
});
