import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as Y from "yjs";
import { pageDescriptionStore } from "../../api/commands/pageDescriptionStore.js";
import { workItemDescriptionStore } from "../../api/commands/workItemDescriptionStore.js";
import { fullState } from "../../api/documents/documentState.js";
import { storedDocumentState } from "../../api/documents/storedState.js";
import { runUnitOfWork } from "../../api/events/unitOfWork.js";
import { Issue } from "../../db/models/Issue.js";
import { Page } from "../../db/models/Page.js";
import type { Project } from "../../db/models/Project.js";
import { replaceDocumentHtml } from "../../editor/server.js";
import { buildPage } from "../helpers/pages.js";
import { buildCastProject } from "../helpers/projects.js";
import { startTestServer, type TestServer } from "../helpers/testServer.js";
import { buildWorkItem } from "../helpers/workItems.js";
import { workspaceCast, type WorkspaceCast } from "../helpers/workspaces.js";

let t: TestServer;
let cast: WorkspaceCast;
let project: Project;
beforeAll(async () => {
  t = await startTestServer({ setUp: true });
  cast = await workspaceCast(t.db, t.baseUrl);
  project = await buildCastProject(t.db, cast);
});
afterAll(() => t.close());

const projectPath = (tail: string) => `/api/workspaces/${cast.workspace.slug}/projects/${project.id}/${tail}`;

/**
 * The document server's copy as it loaded the row, with a line its editor typed since: a state taken
 * before any later REST write reached it.
 */
async function typedOnLoadedCopy(table: "pages" | "issues", row: { id: string; description_html: string }, html: string): Promise<Uint8Array> {
  const doc = new Y.Doc();
  Y.applyUpdate(doc, fullState(await storedDocumentState(t.db, table, row)));
  replaceDocumentHtml(doc, html);
  const state = Y.encodeStateAsUpdate(doc);
  doc.destroy();
  return state;
}

// The race a document server's debounced store can lose to an API client: the PATCH commits, then a store
// of a state taken before it arrives. The store merges; it never writes the older text back over the API's.
describe("a document store taken before a REST write reached the open document", () => {
  // Each kind of document: its row, the REST path that writes its text, its store, and the row as stored.
  const kinds = [
    {
      kind: "page",
      table: "pages" as const,
      build: () => buildPage(t.db, project, cast.member.user.id, { descriptionHtml: "<p>first</p>" }),
      path: (id: string) => `pages/${id}/`,
      store: (id: string, binary: Uint8Array) => runUnitOfWork(t.server.services, { actor: cast.member.user, mutationId: null }, (uow) => pageDescriptionStore({ ...uow, pageId: id, binary })),
      reload: async (id: string) => (await Page.query(t.db).findById(id)) as Page,
    },
    {
      kind: "work item description",
      table: "issues" as const,
      build: () => buildWorkItem(t.db, project, { description_html: "<p>first</p>" }),
      path: (id: string) => `issues/${id}/`,
      store: (id: string, binary: Uint8Array) => runUnitOfWork(t.server.services, { actor: cast.member.user, mutationId: null }, (uow) => workItemDescriptionStore({ ...uow, workItemId: id, binary })),
      reload: async (id: string) => (await Issue.query(t.db).findById(id)) as Issue,
    },
  ];

  it.each(kinds)("keeps the $kind text an API client wrote meanwhile, beside what the editor typed", async ({ table, build, path, store, reload }) => {
    const row = await build();
    const typed = await typedOnLoadedCopy(table, row, "<p>first</p><p>typed live</p>");
    const patched = await cast.member.client.send("PATCH", projectPath(path(row.id)), { description_html: "<p>first</p><p>from the API</p>" });
    expect(patched.status).toBe(200);
    await store(row.id, typed);
    const stored = await reload(row.id);
    expect(stored.description_html.match(/<p>[^<]*<\/p>/g)?.sort()).toEqual(["<p>first</p>", "<p>from the API</p>", "<p>typed live</p>"]);
    expect(stored.description_stripped).toContain("from the API");
  });
});
