import { randomBytes } from "node:crypto";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { Issue } from "../../db/models/Issue.js";
import type { Project } from "../../db/models/Project.js";
import { TestEditor, typeParagraph, waitUntil, waitUntilAsync } from "../helpers/documents.js";
import { buildStaffedProject } from "../helpers/projects.js";
import { startSiblingServer, startTestServer, type SiblingServer, type TestServer } from "../helpers/testServer.js";
import { buildWorkItem } from "../helpers/workItems.js";
import { workspaceCast, type WorkspaceCast } from "../helpers/workspaces.js";

/**
 * Two server processes on one database and one Redis: editors of one document on different processes see
 * each other's typing through Hocuspocus' Redis extension, and the document is stored once, whole.
 */
const REDIS_URL = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";
const redisEnv = { REDIS_URL, REDIS_KEY_PREFIX: `cairn-test-${randomBytes(6).toString("hex")}` };

let a: TestServer;
let b: SiblingServer;
let cast: WorkspaceCast;
let project: Project;
const opened: TestEditor[] = [];
beforeAll(async () => {
  a = await startTestServer({ setUp: true, env: redisEnv });
  b = await startSiblingServer(a, redisEnv);
  cast = await workspaceCast(a.db, a.baseUrl);
  project = await buildStaffedProject(a.db, cast.workspace, { admin: cast.admin.user, member: cast.member.user, guest: cast.guest.user });
});
afterEach(() => {
  for (const editor of opened.splice(0)) editor.close();
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

describe("one document on two processes (REDIS_URL)", () => {
  it("keeps editors on different processes in step, and stores what both typed", async () => {
    const item = await buildWorkItem(a.db, project, { description_html: "<p>Shared</p>" });
    const name = `work_item_description.${item.id}`;
    const onA = new TestEditor(a.baseUrl, cast.admin.client, name);
    const onB = new TestEditor(b.baseUrl, cast.member.client, name);
    opened.push(onA, onB);
    await Promise.all([onA.synced(), onB.synced()]);
    typeParagraph(onA, "typed on A");
    typeParagraph(onB, "typed on B");
    await waitUntil(() => onA.text().includes("typed on B") && onB.text().includes("typed on A"), "each process's edit on the other");
    expect(onA.text()).toBe(onB.text());
    await Promise.all([onA.saved(), onB.saved()]);
    onA.close();
    onB.close();
    await waitUntilAsync(async () => {
      const html = (await Issue.query(a.db).findById(item.id))?.description_html ?? "";
      return html.includes("typed on A") && html.includes("typed on B");
    }, "both edits to be stored");
  });

  it("carries a REST change made through one process into an editor on the other", async () => {
    const item = await buildWorkItem(a.db, project, { description_html: "<p>Before</p>" });
    const onB = new TestEditor(b.baseUrl, cast.member.client, `work_item_description.${item.id}`);
    opened.push(onB);
    await onB.synced();
    const res = await cast.admin.client.send("PATCH", `/api/workspaces/${cast.workspace.slug}/projects/${project.id}/issues/${item.id}/`, { description_html: "<p>After, through A</p>" });
    expect(res.status).toBe(200);
    await waitUntil(() => onB.html() === "<p>After, through A</p>", "A's REST change in B's editor");
  });
});
