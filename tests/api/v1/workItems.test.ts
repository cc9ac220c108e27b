import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Project } from "../../../db/models/Project.js";
import { recordEvents } from "../../helpers/events.js";
import { buildLabel } from "../../helpers/labels.js";
import { buildCastProject, buildProject } from "../../helpers/projects.js";
import { startTestServer, type TestServer } from "../../helpers/testServer.js";
import { buildWorkItem } from "../../helpers/workItems.js";
import { v1Cast, type V1Cast } from "./v1Cast.js";

let t: TestServer;
let cast: V1Cast;
let project: Project;
let foreignProject: Project;
beforeAll(async () => {
  t = await startTestServer({ setUp: true });
  cast = await v1Cast(t);
  project = await buildCastProject(t.db, cast);
  foreignProject = await buildProject(t.db, cast.otherWorkspace, cast.stranger.user);
});
afterAll(() => t.close());

const itemsPath = (spelling: string, p: Project = project, slug = cast.workspace.slug) => `/api/v1/workspaces/${slug}/projects/${p.id}/${spelling}/`;

describe("v1 work items: create, list, get, update, delete", () => {
  for (const spelling of ["issues", "work-items"]) {
    it(`${spelling}/: a member creates, reads, updates and deletes an item in v1's field names`, async () => {
      const label = await buildLabel(t.db, project, { name: `l-${spelling}` });
      const created = await cast.as.member.send("POST", itemsPath(spelling), {
        name: "From a script",
        priority: "high",
        labels: [label.id],
        assignees: [cast.member.user.id],
        description_html: "<p>hello</p>",
        external_id: "ignored",
      });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({
        name: "From a script",
        priority: "high",
        project: project.id,
        workspace: cast.workspace.id,
        labels: [label.id],
        assignees: [cast.member.user.id],
        parent: null,
        description_html: "<p>hello</p>",
        deleted_at: null,
      });
      expect(typeof created.body.state).toBe("string");
      expect(created.body).not.toHaveProperty("state_id");
      const id = created.body.id as string;

      const got = await cast.as.guest.get(`${itemsPath(spelling)}${id}/?expand=state,labels,assignees`);
      expect(got.status).toBe(200);
      expect(got.body.state).toMatchObject({ id: created.body.state, group: expect.any(String) });
      // Plane expands a work item's state with its StateLiteSerializer: these four fields, nothing more.
      expect(Object.keys(got.body.state).sort()).toEqual(["color", "group", "id", "name"]);
      expect(got.body.labels).toEqual([expect.objectContaining({ id: label.id, name: label.name })]);
      expect(got.body.assignees).toEqual([expect.objectContaining({ id: cast.member.user.id })]);

      const picked = await cast.as.member.get(`${itemsPath(spelling)}${id}/?fields=id,name`);
      expect(picked.body).toEqual({ id, name: "From a script" });

      const updated = await cast.as.member.send("PATCH", `${itemsPath(spelling)}${id}/`, { name: "Renamed", labels: [], target_date: "2030-01-02" });
      expect(updated.status).toBe(200);
      expect(updated.body).toMatchObject({ id, name: "Renamed", labels: [], target_date: "2030-01-02" });
      expect((await t.db("issues").where("id", id).first()).name).toBe("Renamed");

      const deleted = await cast.as.admin.send("DELETE", `${itemsPath(spelling)}${id}/`);
      expect(deleted.status).toBe(204);
      expect(await t.db("issues").where("id", id).first()).toBeUndefined();
      expect((await cast.as.member.get(`${itemsPath(spelling)}${id}/`)).status).toBe(404);
    });
  }

  it("lists the project's live items newest first in Plane's envelope, per_page and cursor paging", async () => {
    const listed = await buildCastProject(t.db, cast);
    const items = [];
    for (let i = 0; i < 3; i += 1) items.push(await buildWorkItem(t.db, listed, { name: `Listed ${i}` }));
    await buildWorkItem(t.db, listed, { name: "A draft", is_draft: true });
    await buildWorkItem(t.db, listed, { name: "Archived", archived_at: new Date() });
    const first = await cast.as.guest.get(`${itemsPath("work-items", listed)}?per_page=2`);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ total_count: 3, count: 2, next_page_results: true, prev_page_results: false, total_pages: 2, next_cursor: "2:1:0" });
    const second = await cast.as.guest.get(`${itemsPath("issues", listed)}?per_page=2&cursor=${first.body.next_cursor}&fields=name`);
    expect(second.body.results).toHaveLength(1);
    const names = [...first.body.results, ...second.body.results].map((item: { name: string }) => item.name);
    expect(new Set(names)).toEqual(new Set(items.map((item) => item.name)));
    expect(second.body.results[0]).toEqual({ name: expect.any(String) });
    expect((await cast.as.guest.get(`${itemsPath("issues", listed)}?per_page=0`)).status).toBe(400);
  });

  it("an API write announces the same event the app's write does", async () => {
    const events = recordEvents(t.server.services.events);
    try {
      const viaApp = await cast.admin.client.send("POST", `/api/workspaces/${cast.workspace.slug}/projects/${project.id}/issues/`, { name: "Through the app" });
      const viaV1 = await cast.as.admin.send("POST", itemsPath("work-items"), { name: "Through v1" });
      expect(viaApp.status).toBe(201);
      expect(viaV1.status).toBe(201);
      const created = events.named("work_item.created");
      expect(created.map((event) => event.data.name)).toEqual(["Through the app", "Through v1"]);
      expect(Object.keys(created[1]?.data ?? {}).sort()).toEqual(Object.keys(created[0]?.data ?? {}).sort());
      const patched = await cast.as.admin.send("PATCH", `${itemsPath("issues")}${viaV1.body.id}/`, { priority: "urgent" });
      expect(patched.status).toBe(200);
      expect(events.named("work_item.updated").at(-1)?.data).toMatchObject({ priority: "urgent" });
    } finally {
      events.stop();
    }
  });
});

describe("v1 work items: refusals", () => {
  it("401 without a key, 403 for a guest's writes, 400 naming v1's field, nothing changed", async () => {
    const item = await buildWorkItem(t.db, project, { name: "Untouched" });
    expect((await cast.as.anonymous.get(itemsPath("work-items"))).status).toBe(401);
    expect((await cast.as.anonymous.send("POST", itemsPath("work-items"), { name: "x" })).status).toBe(401);
    expect((await cast.as.guest.send("POST", itemsPath("work-items"), { name: "x" })).status).toBe(403);
    expect((await cast.as.guest.send("PATCH", `${itemsPath("issues")}${item.id}/`, { name: "x" })).status).toBe(403);
    expect((await cast.as.guest.send("DELETE", `${itemsPath("issues")}${item.id}/`)).status).toBe(403);

    const noName = await cast.as.member.send("POST", itemsPath("work-items"), { priority: "high" });
    expect(noName.status).toBe(400);
    expect(noName.body).toHaveProperty("name");
    const badState = await cast.as.member.send("PATCH", `${itemsPath("issues")}${item.id}/`, { state: "not-a-uuid" });
    expect(badState.status).toBe(400);
    expect(badState.body).toHaveProperty("state");
    const foreignLabel = await buildLabel(t.db, foreignProject, { name: "theirs" });
    const refused = await cast.as.member.send("PATCH", `${itemsPath("issues")}${item.id}/`, { labels: [foreignLabel.id] });
    expect(refused.status).toBe(400);
    expect(refused.body).toHaveProperty("labels");
    const dates = await cast.as.member.send("PATCH", `${itemsPath("issues")}${item.id}/`, { start_date: "2030-02-02", target_date: "2030-01-01" });
    expect(dates.status).toBe(400);
    expect((await t.db("issues").where("id", item.id).first()).name).toBe("Untouched");
  });

  it("404 for another workspace's project or item, another slug, and made-up ids", async () => {
    const theirs = await buildWorkItem(t.db, foreignProject, { name: "Theirs" });
    expect((await cast.as.admin.get(itemsPath("work-items", foreignProject))).status).toBe(404);
    expect((await cast.as.admin.get(`${itemsPath("work-items")}${theirs.id}/`)).status).toBe(404);
    expect((await cast.as.admin.send("PATCH", `${itemsPath("work-items")}${theirs.id}/`, { name: "x" })).status).toBe(404);
    expect((await cast.as.admin.send("DELETE", `${itemsPath("issues")}${theirs.id}/`)).status).toBe(404);
    expect((await cast.as.admin.get(itemsPath("work-items", project, cast.otherWorkspace.slug))).status).toBe(404);
    expect((await cast.as.outsider.get(itemsPath("work-items"))).status).toBe(404);
    expect((await cast.as.admin.get(`${itemsPath("issues")}nope/`)).status).toBe(404);
    expect((await t.db("issues").where("id", theirs.id).first()).name).toBe("Theirs");
  });
});

describe("v1 work items by identifier and search", () => {
  it("finds IDENT-seq under both spellings; a hidden project, a malformed or unknown key is a 404", async () => {
    const item = await buildWorkItem(t.db, project, { name: "Keyed" });
    for (const spelling of ["issues", "work-items"]) {
      const found = await cast.as.guest.get(`/api/v1/workspaces/${cast.workspace.slug}/${spelling}/${project.identifier}-${item.sequence_id}/?expand=state`);
      expect(found.status).toBe(200);
      expect(found.body).toMatchObject({ id: item.id, name: "Keyed", state: { id: item.state_id } });
    }
    const base = `/api/v1/workspaces/${cast.workspace.slug}/work-items/`;
    expect((await cast.as.admin.get(`${base}${project.identifier}-999999/`)).status).toBe(404);
    expect((await cast.as.admin.get(`${base}not_a_key/`)).status).toBe(404);
    const theirs = await buildWorkItem(t.db, foreignProject);
    expect((await cast.as.admin.get(`${base}${foreignProject.identifier}-${theirs.sequence_id}/`)).status).toBe(404);
    expect((await cast.as.anonymous.get(`${base}${project.identifier}-${item.sequence_id}/`)).status).toBe(401);
    expect((await cast.as.outsider.get(`${base}${project.identifier}-${item.sequence_id}/`)).status).toBe(404);
  });

  it("searches names and identifiers in the projects the caller reads, under both spellings", async () => {
    const item = await buildWorkItem(t.db, project, { name: "Quokka migration" });
    await buildWorkItem(t.db, foreignProject, { name: "Quokka elsewhere" });
    for (const spelling of ["issues", "work-items"]) {
      const found = await cast.as.guest.get(`/api/v1/workspaces/${cast.workspace.slug}/${spelling}/search/?search=quokka`);
      expect(found.status).toBe(200);
      expect(found.body.issues).toEqual([
        { id: item.id, name: "Quokka migration", sequence_id: item.sequence_id, project__identifier: project.identifier, project_id: project.id, workspace__slug: cast.workspace.slug },
      ]);
    }
    const byKey = await cast.as.admin.get(`/api/v1/workspaces/${cast.workspace.slug}/work-items/search/?search=${project.identifier}-${item.sequence_id}&project_id=${project.id}`);
    expect(byKey.body.issues.map((hit: { id: string }) => hit.id)).toContain(item.id);
    expect((await cast.as.admin.get(`/api/v1/workspaces/${cast.workspace.slug}/work-items/search/`)).body).toEqual({ issues: [] });
    expect((await cast.as.admin.get(`/api/v1/workspaces/${cast.workspace.slug}/work-items/search/?search=x&limit=lots`)).status).toBe(400);
    expect((await cast.as.anonymous.get(`/api/v1/workspaces/${cast.workspace.slug}/work-items/search/?search=quokka`)).status).toBe(401);
    expect((await cast.as.outsider.get(`/api/v1/workspaces/${cast.workspace.slug}/work-items/search/?search=quokka`)).status).toBe(404);
  });

  it("searches text holding a number too big for a sequence id by name, instead of failing on the column", async () => {
    const item = await buildWorkItem(t.db, project, { name: "Invoice 12345678901 bounced" });
    const found = await cast.as.admin.get(`/api/v1/workspaces/${cast.workspace.slug}/work-items/search/?search=12345678901`);
    expect(found.status).toBe(200);
    expect(found.body.issues.map((hit: { id: string }) => hit.id)).toEqual([item.id]);
  });
});
