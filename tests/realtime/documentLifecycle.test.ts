import { randomBytes } from "node:crypto";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import * as Y from "yjs";
import { DOCUMENT_CLOSE, DOCUMENT_LIMITS, LIVE_PATH } from "../../api/contract/documents.js";
import { ROLE } from "../../api/contract/roles.js";
import { Issue } from "../../db/models/Issue.js";
import type { WorkspaceMember } from "../../db/models/WorkspaceMember.js";
import type { Project } from "../../db/models/Project.js";
import { EDITOR_VERSION_PARAMETER, EDITOR_VERSION } from "../../editor/version.js";
import { documentServerOf } from "../../realtime/documents/documentServer.js";
import { OpenedEditors, typeParagraph, waitUntil, waitUntilAsync } from "../helpers/documents.js";
import { addProjectMember, buildCastProject } from "../helpers/projects.js";
import { startSiblingServer, startTestServer, type TestServer } from "../helpers/testServer.js";
import { buildWorkItem } from "../helpers/workItems.js";
import { addMember, signedInUser, workspaceCast, type SignedInUser, type WorkspaceCast } from "../helpers/workspaces.js";

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

async function itemDocument(html = "<p>Start</p>"): Promise<{ item: Issue; name: string }> {
  const item = await buildWorkItem(t.db, project, { description_html: html });
  return { item, name: `work_item_description.${item.id}` };
}

/** Someone new in the workspace and the project, as a Member, for a test that takes their access away. */
async function projectMember(): Promise<SignedInUser & { membership: WorkspaceMember }> {
  const person = await signedInUser(t.db, t.baseUrl);
  const membership = await addMember(t.db, cast.workspace, person.user, ROLE.MEMBER);
  await addProjectMember(t.db, project, person.user, ROLE.MEMBER);
  return { ...person, membership };
}

const openDocuments = () => documentServerOf(t.server.http)?.getDocumentsCount() ?? -1;

describe("a document's life at /live", () => {
  it("keeps every acknowledged edit across a restart: a new server loads the same content", async () => {
    const { item, name } = await itemDocument();
    const editor = open(cast.member, name);
    await editor.synced();
    typeParagraph(editor, "kept across a restart");
    await editor.saved();
    const before = editor.html();
    editor.close();
    await waitUntil(() => openDocuments() === 0, "the document to be stored and unloaded");
    const restarted = await startSiblingServer(t);
    try {
      const again = open(cast.member, name, {}, restarted.baseUrl);
      await again.synced();
      expect(again.html()).toBe(before);
      expect(before).toContain("kept across a restart");
      expect((await Issue.query(t.db).findById(item.id))?.description_html).toBe(before);
    } finally {
      editors.closeAll();
      await restarted.close();
    }
  });

  it("unloads a document when its last editor leaves", async () => {
    const { name } = await itemDocument();
    const editors = [open(cast.member, name), open(cast.admin, name)];
    await Promise.all(editors.map((editor) => editor.synced()));
    expect(documentServerOf(t.server.http)?.documents.has(name)).toBe(true);
    editors[0]?.close();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(documentServerOf(t.server.http)?.documents.has(name)).toBe(true);
    editors[1]?.close();
    await waitUntil(() => !documentServerOf(t.server.http)?.documents.has(name), "the document to unload");
  });

  it("refuses an update that would make the document too big, closing only its sender, while the other editor carries on", async () => {
    const { item, name } = await itemDocument();
    const flooder = open(cast.admin, name);
    const writer = open(cast.member, name);
    await Promise.all([flooder.synced(), writer.synced()]);
    // Text that compresses poorly, just under one message, several times: the document would pass its cap.
    const chunk = randomBytes(DOCUMENT_LIMITS.maxMessageBytes).toString("base64").slice(0, DOCUMENT_LIMITS.maxMessageBytes - 64 * 1024);
    for (let i = 0; i < 6 && flooder.closes.length === 0; i++) {
      typeParagraph(flooder, chunk);
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    // A document's connection is closed by a close message carrying the reason (the websocket stays open).
    await waitUntil(() => flooder.closes.some((close) => close.reason === DOCUMENT_CLOSE.tooLarge.reason), "the flooder to be closed as too large");
    typeParagraph(writer, "still writing");
    await writer.saved();
    const other = open(cast.guest, name);
    await other.synced();
    expect(other.text()).toContain("still writing");
    writer.close();
    await waitUntilAsync(async () => (await Issue.query(t.db).findById(item.id))?.description_html.includes("still writing") ?? false, "the writer's edit to be stored");
  });

  it("closes a message above the per-message cap with a clear reason", async () => {
    const { name } = await itemDocument();
    const editor = open(cast.member, name);
    await editor.synced();
    typeParagraph(editor, "x".repeat(DOCUMENT_LIMITS.maxMessageBytes + 1024));
    await waitUntil(() => editor.closes.some((close) => close.reason === "message-too-large"), "a message-too-large close");
  });

  it("ends an open document when its reader's access ends, and makes it read-only when the item is archived", async () => {
    const done = (await t.db("states").where({ project_id: project.id, group: "completed" }).first("id")) as { id: string };
    const item = await buildWorkItem(t.db, project, { description_html: "<p>Start</p>", state_id: done.id });
    const name = `work_item_description.${item.id}`;
    const reader = await projectMember();
    const member = open(reader, name);
    const admin = open(cast.admin, name);
    await Promise.all([member.synced(), admin.synced()]);
    expect(admin.scope).toBe("read-write");
    const archived = await cast.admin.client.send("POST", `/api/workspaces/${cast.workspace.slug}/projects/${project.id}/issues/${item.id}/archive/`);
    expect(archived.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    typeParagraph(admin, "typed after archiving");
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(member.text()).not.toContain("typed after archiving");

    const removed = await cast.admin.client.send("DELETE", `/api/workspaces/${cast.workspace.slug}/members/${reader.membership.id}/`);
    expect(removed.status).toBe(204);
    await waitUntil(() => member.closes.some((close) => close.reason === DOCUMENT_CLOSE.accessEnded.reason), "the removed member's document to close", 1000);
    expect(member.closes.find((close) => close.reason === DOCUMENT_CLOSE.accessEnded.reason)).toBeDefined();
  });

  it("names each cursor after its signed-in user, whatever the client claims", async () => {
    const { name } = await itemDocument();
    const liar = open(cast.member, name);
    const watcher = open(cast.admin, name);
    await Promise.all([liar.synced(), watcher.synced()]);
    liar.provider.setAwarenessField("user", { name: "The Admin", color: "#ff0000" });
    await waitUntil(() => [...watcher.provider.awareness!.getStates().values()].some((state) => state.user), "the liar's cursor");
    const seen = [...watcher.provider.awareness!.getStates().values()].map((state) => state.user).filter(Boolean);
    expect(seen).toContainEqual({ id: cast.member.user.id, name: cast.member.user.display_name, color: "#ff0000" });
  });

  it("survives garbage on the websocket: the sender is closed, everyone else is served", async () => {
    const { name } = await itemDocument();
    const cookie = [...cast.member.client.cookies].map(([key, value]) => `${key}=${value}`).join("; ");
    const raw = new WebSocket(`${t.baseUrl.replace("http", "ws")}${LIVE_PATH}?${EDITOR_VERSION_PARAMETER}=${EDITOR_VERSION}`, { headers: { cookie, origin: t.baseUrl } });
    await new Promise((resolve) => raw.on("open", resolve));
    const closed = new Promise<number>((resolve) => raw.on("close", (code) => resolve(code)));
    raw.send(Buffer.from([0xff, 0xff, 0xff, 0xff, 0xff, 0x01, 0x02]));
    raw.send(new Y.Doc().clientID.toString());
    expect(await closed).toBeGreaterThanOrEqual(1000);
    const editor = open(cast.member, name);
    await editor.synced();
    expect(editor.html()).toBe("<p>Start</p>");
  });

  it("ends the documents of a session that signs out", async () => {
    const { name } = await itemDocument();
    const leaver = await projectMember();
    const editor = open(leaver, name);
    await editor.synced();
    expect((await leaver.client.form("/auth/sign-out/", {})).status).toBe(302);
    await waitUntil(() => editor.closes.some((close) => close.code === 4401), "the signed-out editor to be closed", 2000);
  });

  it("closes the documents of a session that expires within the session sweep, with the session-ended code, and no others", async () => {
    // Expiry announces nothing (no trigger fires on an update of expires_at): only the sweep can find it.
    const fast = await startSiblingServer(t, { SESSION_SWEEP_SECONDS: "1" });
    try {
      const { name } = await itemDocument();
      const expiring = await projectMember();
      const staying = await projectMember();
      const editor = open(expiring, name, {}, fast.baseUrl);
      const other = open(staying, name, {}, fast.baseUrl);
      await Promise.all([editor.synced(), other.synced()]);
      await t.db("sessions").where("user_id", expiring.user.id).update({ expires_at: new Date(Date.now() - 1000) });
      const { code, reason } = DOCUMENT_CLOSE.sessionEnded;
      await waitUntil(() => editor.closes.some((close) => close.code === code && close.reason === reason), "the expired editor to be closed", 2500);
      expect(other.closes).toEqual([]);
      typeParagraph(other, "still editing");
      await other.saved();
    } finally {
      editors.closeAll();
      await fast.close();
    }
  });
});
