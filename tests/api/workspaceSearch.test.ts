import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Project } from "../../db/models/Project.js";
import { TestClient } from "../helpers/client.js";
import { startTestServer, type TestServer } from "../helpers/testServer.js";
import { buildWorkItem } from "../helpers/workItems.js";
import { workspaceItemsCast, type WorkspaceItemsCast } from "../helpers/workspaceItems.js";

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ setUp: true });
});
afterAll(() => t.close());

const searchPath = (c: WorkspaceItemsCast, text: string) => `/api/workspaces/${c.workspace.slug}/search/?search=${encodeURIComponent(text)}`;
const names = (list: { name: string }[]) => list.map((entry) => entry.name).sort();

describe("GET /api/workspaces/:slug/search/", () => {
  it("answers 401 without a session and 404 outside the workspace", async () => {
    const c = await workspaceItemsCast(t.db, t.baseUrl);
    expect((await new TestClient(t.baseUrl).get(searchPath(c, "x"))).status).toBe(401);
    expect((await c.stranger.client.get(searchPath(c, "x"))).status).toBe(404);
  });

  it("refuses a missing, empty, repeated or overlong search with a 400 naming the field", async () => {
    const c = await workspaceItemsCast(t.db, t.baseUrl);
    const base = `/api/workspaces/${c.workspace.slug}/search/`;
    for (const query of ["", "?search=", "?search=%20%20", "?search=a&search=b", `?search=${"x".repeat(201)}`]) {
      const response = await c.member.client.get(base + query);
      expect(response.status, query).toBe(400);
      expect(response.body.error, query).toMatch(/^search: /);
    }
  });

  it("finds work items by every word of their name and by key, only in projects the caller can read", async () => {
    const c = await workspaceItemsCast(t.db, t.baseUrl);
    const login = await buildWorkItem(t.db, c.project, { name: "Fix the login bug" });
    await buildWorkItem(t.db, c.project, { name: "Login page copy" });
    await buildWorkItem(t.db, c.project, { name: "Archived login bug", archived_at: new Date() });
    await buildWorkItem(t.db, c.project, { name: "Drafted login bug", is_draft: true });
    await buildWorkItem(t.db, c.privateProject, { name: "Private login bug" });
    await buildWorkItem(t.db, c.foreignProject, { name: "Foreign login bug" });

    const byWords = await c.member.client.get(searchPath(c, "bug LOGIN"));
    expect(byWords.status).toBe(200);
    expect(names(byWords.body.results.issue)).toEqual(["Fix the login bug"]);
    expect(byWords.body.results.issue[0]).toEqual({
      id: login.id,
      name: "Fix the login bug",
      sequence_id: login.sequence_id,
      project_id: c.project.id,
      project__identifier: c.project.identifier,
      workspace__slug: c.workspace.slug,
      type_id: null,
    });
    // The admin reads the private project too; nobody reads another workspace's items here.
    expect(names((await c.admin.client.get(searchPath(c, "login bug"))).body.results.issue)).toEqual(["Fix the login bug", "Private login bug"]);

    const key = `${c.project.identifier.toLowerCase()}-${login.sequence_id}`;
    const byKey = await c.guest.client.get(searchPath(c, key));
    expect(byKey.body.results.issue[0]?.id).toBe(login.id);
    // A workspace member with no role in the project reads none of its items.
    expect((await c.outsider.client.get(searchPath(c, "login"))).body.results.issue).toEqual([]);
  });

  it("finds projects by identifier or name, the identifier match first, and hides what the caller cannot see", async () => {
    const c = await workspaceItemsCast(t.db, t.baseUrl);
    await Project.query(t.db).patch({ name: "Website relaunch" }).where("id", c.otherProject.id);
    await Project.query(t.db).patch({ name: `About ${c.project.identifier}` }).where("id", c.privateProject.id);

    const byIdentifier = await c.admin.client.get(searchPath(c, c.project.identifier.toLowerCase()));
    expect(byIdentifier.body.results.project.map((entry: { id: string }) => entry.id)).toEqual([c.project.id, c.privateProject.id]);
    expect(byIdentifier.body.results.project[0]).toMatchObject({ id: c.project.id, identifier: c.project.identifier, workspace__slug: c.workspace.slug });
    expect(names((await c.member.client.get(searchPath(c, "relaunch website"))).body.results.project)).toEqual(["Website relaunch"]);
    // The private project is the admin's alone; a guest sees only the projects they were added to.
    expect((await c.member.client.get(searchPath(c, "About"))).body.results.project).toEqual([]);
    expect(names((await c.guest.client.get(searchPath(c, "relaunch"))).body.results.project)).toEqual([]);
  });

  it("takes % and _ literally", async () => {
    const c = await workspaceItemsCast(t.db, t.baseUrl);
    await buildWorkItem(t.db, c.project, { name: "Raise limit to 100%" });
    await buildWorkItem(t.db, c.project, { name: "Raise limit to 1000" });
    expect(names((await c.member.client.get(searchPath(c, "100%"))).body.results.issue)).toEqual(["Raise limit to 100%"]);
    expect((await c.member.client.get(searchPath(c, "_"))).body.results.issue).toEqual([]);
  });
});
