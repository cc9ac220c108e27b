import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LABEL_COLORS } from "../../api/contract/labels.js";
import { ROLE } from "../../api/contract/roles.js";
import { LABEL_NAME_TAKEN } from "../../api/labels/findLabel.js";
import { Label } from "../../db/models/Label.js";
import { Project } from "../../db/models/Project.js";
import { TestClient } from "../helpers/client.js";
import { recordEvents } from "../helpers/events.js";
import { buildLabel } from "../helpers/labels.js";
import { addProjectMember, buildCastProject, buildProject } from "../helpers/projects.js";
import { startTestServer, type TestServer } from "../helpers/testServer.js";
import { addMember, buildWorkspace, workspaceCast, type WorkspaceCast } from "../helpers/workspaces.js";

let t: TestServer;
let cast: WorkspaceCast;
beforeAll(async () => {
  t = await startTestServer({ setUp: true });
  cast = await workspaceCast(t.db, t.baseUrl);
});
afterAll(() => t.close());

const LABEL_NOT_FOUND = { error: "Label not found", code: "not_found" };
const PROJECT_NOT_FOUND = { error: "Project not found", code: "not_found" };
const LABEL_KEYS = ["color", "created_at", "description", "id", "name", "parent", "project_id", "sort_order", "updated_at", "workspace_id"].sort();

const workspaceLabelsPath = (slug = cast.workspace.slug) => `/api/workspaces/${slug}/labels/`;
const labelsPath = (projectId: string) => `/api/workspaces/${cast.workspace.slug}/projects/${projectId}/issue-labels/`;
const labelPath = (projectId: string, labelId: string) => `${labelsPath(projectId)}${labelId}/`;

/** A project of the cast's workspace where the member is a project member and the guest a project guest. */
function staffedProject(): Promise<Project> {
  return buildCastProject(t.db, cast);
}

const labelsOf = (projectId: string) => Label.query(t.db).where("project_id", projectId).orderBy("id");

/** Labels nobody may reach through `project`: another project's, another workspace's. */
async function unreachableLabels() {
  const sibling = await buildLabel(t.db, await buildProject(t.db, cast.workspace, cast.admin.user));
  const foreign = await buildLabel(t.db, await buildProject(t.db, await buildWorkspace(t.db, cast.admin.user), cast.admin.user));
  return { sibling, foreign, ids: [sibling.id, foreign.id, randomUUID(), "not-a-uuid"] };
}

const names = (body: { name: string }[]) => body.map((label) => label.name);

describe("GET /api/workspaces/:slug/labels/", () => {
  it("answers 401 without a session and 404 to a stranger", async () => {
    expect((await new TestClient(t.baseUrl).get(workspaceLabelsPath())).status).toBe(401);
    expect((await cast.stranger.client.get(workspaceLabelsPath())).status).toBe(404);
  });

  it("lists the labels of the active projects the caller holds a role in, all of them for a workspace admin", async () => {
    const own = await buildWorkspace(t.db, cast.admin.user);
    const { admin, member, guest } = cast;
    await addMember(t.db, own, member.user, ROLE.MEMBER);
    await addMember(t.db, own, guest.user, ROLE.GUEST);
    const shared = await buildProject(t.db, own, admin.user, { name: "Shared" });
    await addProjectMember(t.db, shared, member.user, ROLE.MEMBER);
    await addProjectMember(t.db, shared, guest.user, ROLE.GUEST);
    // Public, but the member never joined it: seeing a project is not holding a role in it.
    const publicOnly = await buildProject(t.db, own, admin.user, { name: "Public only" });
    // Private and created by the member: the admin is not a project member, yet administers it.
    const privateOne = await buildProject(t.db, own, member.user, { name: "Private", network: 0 });
    const archived = await buildProject(t.db, own, admin.user, { name: "Archived" });
    await addProjectMember(t.db, archived, member.user, ROLE.MEMBER);
    await Project.query(t.db).patch({ archived_at: new Date() }).where("id", archived.id);
    const elsewhere = await buildProject(t.db, await buildWorkspace(t.db, admin.user), admin.user);

    await buildLabel(t.db, shared, { name: "b-shared", sortOrder: 2 });
    await buildLabel(t.db, shared, { name: "a-shared", sortOrder: 2 });
    await buildLabel(t.db, publicOnly, { name: "public", sortOrder: 1 });
    await buildLabel(t.db, privateOne, { name: "private", sortOrder: 3 });
    await buildLabel(t.db, archived, { name: "archived", sortOrder: 0 });
    await buildLabel(t.db, elsewhere, { name: "elsewhere", sortOrder: 0 });

    const asAdmin = await admin.client.get(workspaceLabelsPath(own.slug));
    expect(asAdmin.status).toBe(200);
    expect(names(asAdmin.body)).toEqual(["public", "a-shared", "b-shared", "private"]);
    expect(Object.keys(asAdmin.body[0]).sort()).toEqual(LABEL_KEYS);
    expect(names((await member.client.get(workspaceLabelsPath(own.slug))).body)).toEqual(["a-shared", "b-shared", "private"]);
    expect(names((await guest.client.get(workspaceLabelsPath(own.slug))).body)).toEqual(["a-shared", "b-shared"]);
  });
});

describe("GET /api/workspaces/:slug/projects/:projectId/issue-labels/", () => {
  it("answers 401, 404 for another workspace's project, and lists the project's labels by sort order then name to a guest", async () => {
    const project = await staffedProject();
    await buildLabel(t.db, project, { name: "zeta", sortOrder: 1 });
    await buildLabel(t.db, project, { name: "beta", sortOrder: 5 });
    await buildLabel(t.db, project, { name: "alpha", sortOrder: 5 });
    await buildLabel(t.db, await staffedProject(), { name: "other project" });
    expect((await new TestClient(t.baseUrl).get(labelsPath(project.id))).status).toBe(401);
    const foreign = await buildProject(t.db, await buildWorkspace(t.db, cast.admin.user), cast.admin.user);
    expect((await cast.admin.client.get(labelsPath(foreign.id))).body).toEqual(PROJECT_NOT_FOUND);

    const res = await cast.guest.client.get(labelsPath(project.id));
    expect(res.status).toBe(200);
    expect(names(res.body)).toEqual(["zeta", "alpha", "beta"]);
  });
});

describe("POST /api/workspaces/:slug/projects/:projectId/issue-labels/", () => {
  it("answers 401 and 403 to a project guest, before looking at the input", async () => {
    const project = await staffedProject();
    expect((await new TestClient(t.baseUrl).send("POST", labelsPath(project.id), { name: "bug" })).status).toBe(401);
    expect((await cast.guest.client.send("POST", labelsPath(project.id), { name: "bug" })).status).toBe(403);
    expect((await cast.guest.client.send("POST", labelsPath(project.id), { name: "" })).status).toBe(403);
    expect(await labelsOf(project.id)).toEqual([]);
  });

  it("answers 400 naming the field for bad input", async () => {
    const project = await staffedProject();
    const cases: [unknown, string][] = [
      [{}, "name"],
      [{ name: "  " }, "name"],
      [{ name: "x".repeat(256) }, "name"],
      [{ name: "tab\there" }, "name"],
      [{ name: "bug", color: "#fff" }, "color"],
      [{ name: "bug", color: "blue" }, "color"],
      [{ name: "bug", description: "d".repeat(10001) }, "description"],
      [{ name: "bug", parent: "not-a-uuid" }, "parent"],
      [{ name: "bug", sort_order: "first" }, "sort_order"],
      [{ name: "bug", project_id: project.id }, "body"],
    ];
    for (const [input, field] of cases) {
      const res = await cast.member.client.send("POST", labelsPath(project.id), input);
      expect(res.status, JSON.stringify(input).slice(0, 80)).toBe(400);
      expect(res.body.details[0].path, JSON.stringify(input).slice(0, 80)).toBe(field);
    }
    expect(await labelsOf(project.id)).toEqual([]);
  });

  it("answers 404 for another workspace's project and a made-up one", async () => {
    const foreign = await buildProject(t.db, await buildWorkspace(t.db, cast.admin.user), cast.admin.user);
    for (const id of [foreign.id, randomUUID()]) {
      const res = await cast.admin.client.send("POST", labelsPath(id), { name: "bug" });
      expect(res.status).toBe(404);
      expect(res.body).toEqual(PROJECT_NOT_FOUND);
    }
    expect(await labelsOf(foreign.id)).toEqual([]);
  });

  it("creates labels with the palette's next colour and sort orders 65535, then +10000 past the last", async () => {
    const project = await staffedProject();
    const first = await cast.member.client.send("POST", labelsPath(project.id), { name: " bug ", description: "broken" });
    expect(first.status).toBe(201);
    expect(Object.keys(first.body).sort()).toEqual(LABEL_KEYS);
    expect(first.body).toMatchObject({
      name: "bug",
      color: LABEL_COLORS[0],
      description: "broken",
      parent: null,
      project_id: project.id,
      workspace_id: cast.workspace.id,
      sort_order: 65535,
    });
    const second = await cast.member.client.send("POST", labelsPath(project.id), { name: "feature" });
    expect(second.body).toMatchObject({ color: LABEL_COLORS[1], sort_order: 75535 });
    const chosen = await cast.admin.client.send("POST", labelsPath(project.id), { name: "docs", color: "#123ABC", sort_order: 5 });
    expect(chosen.body).toMatchObject({ color: "#123ABC", sort_order: 5 });
    // The palette follows the label count, the sort order the highest sort order.
    const fourth = await cast.admin.client.send("POST", labelsPath(project.id), { name: "ops" });
    expect(fourth.body).toMatchObject({ color: LABEL_COLORS[3], sort_order: 85535 });
    const stored = await Label.query(t.db).findById(first.body.id);
    expect(stored).toMatchObject({ name: "bug", color: LABEL_COLORS[0], sort_order: 65535, parent_id: null, created_by_id: cast.member.user.id });
  });

  it("nests under a top-level label of the same project only", async () => {
    const project = await staffedProject();
    const top = await buildLabel(t.db, project, { name: "area" });
    const child = await buildLabel(t.db, project, { name: "area/api", parentId: top.id });
    const { sibling, foreign } = await unreachableLabels();

    const nested = await cast.member.client.send("POST", labelsPath(project.id), { name: "area/web", parent: top.id });
    expect(nested.status).toBe(201);
    expect(nested.body.parent).toBe(top.id);

    for (const parent of [sibling.id, foreign.id, randomUUID()]) {
      const res = await cast.member.client.send("POST", labelsPath(project.id), { name: `x-${parent}`, parent });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe("parent: is not a label in this project");
      expect(res.body.details[0].path).toBe("parent");
    }
    const tooDeep = await cast.member.client.send("POST", labelsPath(project.id), { name: "area/api/v2", parent: child.id });
    expect(tooDeep.status).toBe(400);
    expect(tooDeep.body.details[0].path).toBe("parent");
    expect(await labelsOf(project.id)).toHaveLength(3);
  });

  it("answers 409 for a name the project already has, and allows it in another project", async () => {
    const project = await staffedProject();
    await buildLabel(t.db, project, { name: "bug" });
    const res = await cast.member.client.send("POST", labelsPath(project.id), { name: "bug" });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe(LABEL_NAME_TAKEN);
    expect(await labelsOf(project.id)).toHaveLength(1);
    expect((await cast.member.client.send("POST", labelsPath((await staffedProject()).id), { name: "bug" })).status).toBe(201);
  });
});

describe("PATCH /api/workspaces/:slug/projects/:projectId/issue-labels/:labelId/", () => {
  it("answers 401 and 403 to a project guest, changing nothing", async () => {
    const project = await staffedProject();
    const label = await buildLabel(t.db, project, { name: "before" });
    expect((await new TestClient(t.baseUrl).send("PATCH", labelPath(project.id, label.id), { name: "x" })).status).toBe(401);
    expect((await cast.guest.client.send("PATCH", labelPath(project.id, label.id), { name: "x" })).status).toBe(403);
    expect(await Label.query(t.db).findById(label.id)).toEqual(label);
  });

  it("answers 400 naming the field for bad input", async () => {
    const project = await staffedProject();
    const label = await buildLabel(t.db, project);
    const cases: [unknown, string][] = [
      [{ name: "" }, "name"],
      [{ color: "#GGGGGG" }, "color"],
      [{ parent: 42 }, "parent"],
      [{ sort_order: null }, "sort_order"],
      [{ workspace_id: randomUUID() }, "body"],
    ];
    for (const [input, field] of cases) {
      const res = await cast.member.client.send("PATCH", labelPath(project.id, label.id), input);
      expect(res.status, JSON.stringify(input)).toBe(400);
      expect(res.body.details[0].path, JSON.stringify(input)).toBe(field);
    }
    expect(await Label.query(t.db).findById(label.id)).toEqual(label);
  });

  it("answers 404 for other projects', other workspaces' and made-up ids, changing nothing", async () => {
    const project = await staffedProject();
    const { sibling, foreign, ids } = await unreachableLabels();
    for (const id of ids) {
      const res = await cast.admin.client.send("PATCH", labelPath(project.id, id), { name: "hijacked" });
      expect(res.status, id).toBe(404);
      expect(res.body).toEqual(LABEL_NOT_FOUND);
    }
    expect(await Label.query(t.db).findById(sibling.id)).toEqual(sibling);
    expect(await Label.query(t.db).findById(foreign.id)).toEqual(foreign);
  });

  it("updates the fields, sets and clears the parent", async () => {
    const project = await staffedProject();
    const top = await buildLabel(t.db, project, { name: "area" });
    const label = await buildLabel(t.db, project, { name: "api" });
    const res = await cast.member.client.send("PATCH", labelPath(project.id, label.id), {
      name: "area/api",
      color: "#00D084",
      description: "server side",
      sort_order: 12.5,
      parent: top.id,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: label.id, name: "area/api", color: "#00D084", description: "server side", sort_order: 12.5, parent: top.id });
    expect(await Label.query(t.db).findById(label.id)).toMatchObject({ parent_id: top.id, updated_by_id: cast.member.user.id });

    // Leaving parent out keeps it; null makes the label top-level again.
    expect((await cast.member.client.send("PATCH", labelPath(project.id, label.id), { name: "api" })).body.parent).toBe(top.id);
    expect((await cast.member.client.send("PATCH", labelPath(project.id, label.id), { parent: null })).body.parent).toBeNull();
    expect((await Label.query(t.db).findById(label.id))?.parent_id).toBeNull();
  });

  it("refuses a parent that is the label itself, nested, from elsewhere, or for a label that has children", async () => {
    const project = await staffedProject();
    const top = await buildLabel(t.db, project, { name: "area" });
    const child = await buildLabel(t.db, project, { name: "area/api", parentId: top.id });
    const other = await buildLabel(t.db, project, { name: "other" });
    const { sibling, foreign } = await unreachableLabels();
    const cases: [string, string, string][] = [
      [other.id, other.id, "parent: cannot be the label itself"],
      [other.id, child.id, "parent: must be a top-level label (labels nest one level deep)"],
      [top.id, other.id, "parent: cannot be set on a label that has labels under it (labels nest one level deep)"],
      [other.id, sibling.id, "parent: is not a label in this project"],
      [other.id, foreign.id, "parent: is not a label in this project"],
    ];
    for (const [labelId, parent, message] of cases) {
      const res = await cast.member.client.send("PATCH", labelPath(project.id, labelId), { parent });
      expect(res.status, message).toBe(400);
      expect(res.body.error).toBe(message);
      expect(res.body.details[0].path).toBe("parent");
    }
    expect((await labelsOf(project.id)).map((label) => [label.id, label.parent_id])).toEqual(
      [[top.id, null], [child.id, top.id], [other.id, null]].sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    );
  });

  it("answers 409 when renaming to a name the project has", async () => {
    const project = await staffedProject();
    await buildLabel(t.db, project, { name: "bug" });
    const label = await buildLabel(t.db, project, { name: "feature" });
    const res = await cast.member.client.send("PATCH", labelPath(project.id, label.id), { name: "bug" });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe(LABEL_NAME_TAKEN);
    expect((await Label.query(t.db).findById(label.id))?.name).toBe("feature");
  });
});

describe("DELETE /api/workspaces/:slug/projects/:projectId/issue-labels/:labelId/", () => {
  it("answers 401 and 403 to a project guest, deleting nothing", async () => {
    const project = await staffedProject();
    const label = await buildLabel(t.db, project);
    expect((await new TestClient(t.baseUrl).send("DELETE", labelPath(project.id, label.id))).status).toBe(401);
    expect((await cast.guest.client.send("DELETE", labelPath(project.id, label.id))).status).toBe(403);
    expect(await Label.query(t.db).findById(label.id)).toBeDefined();
  });

  it("answers 404 for other projects', other workspaces' and made-up ids, deleting nothing", async () => {
    const project = await staffedProject();
    const { sibling, foreign, ids } = await unreachableLabels();
    for (const id of ids) {
      const res = await cast.admin.client.send("DELETE", labelPath(project.id, id));
      expect(res.status, id).toBe(404);
      expect(res.body).toEqual(LABEL_NOT_FOUND);
    }
    expect(await Label.query(t.db).findById(sibling.id)).toEqual(sibling);
    expect(await Label.query(t.db).findById(foreign.id)).toEqual(foreign);
  });

  it("deletes the label and keeps its children as top-level labels", async () => {
    const project = await staffedProject();
    const top = await buildLabel(t.db, project, { name: "area" });
    const child = await buildLabel(t.db, project, { name: "area/api", parentId: top.id });
    expect((await cast.member.client.send("DELETE", labelPath(project.id, top.id))).status).toBe(204);
    expect(await Label.query(t.db).findById(top.id)).toBeUndefined();
    expect(await Label.query(t.db).findById(child.id)).toMatchObject({ id: child.id, parent_id: null });
  });
});

describe("label events", () => {
  const audienceOf = (project: Project) => ({ kind: "project", workspace_id: cast.workspace.id, project_id: project.id });

  it("announces a create and an update to the project: the label, then the changed fields", async () => {
    const project = await staffedProject();
    const top = await buildLabel(t.db, project, { name: "area" });
    const events = recordEvents(t.server.services.events);
    const created = await cast.member.client.send("POST", labelsPath(project.id), { name: "bug", color: "#FF0000" });
    const updated = await cast.member.client.send("PATCH", labelPath(project.id, created.body.id), { parent: top.id, color: "#FF0000" });
    expect(updated.status).toBe(200);
    events.stop();
    expect(events.seen.map((event) => event.name)).toEqual(["label.created", "label.updated"]);
    const [create, update] = events.seen;
    const envelope = { id: created.body.id, workspace_id: cast.workspace.id, project_id: project.id, actor_id: cast.member.user.id, audience: audienceOf(project) };
    expect(create).toMatchObject({ ...envelope, data: created.body });
    expect(update).toMatchObject({ ...envelope, data: { parent: top.id, updated_at: updated.body.updated_at } });
    expect(Object.keys(update?.data ?? {}).sort()).toEqual(["parent", "updated_at"]);
  });

  it("announces a delete by id, and each child it frees as a label.updated to the top level", async () => {
    const project = await staffedProject();
    const top = await buildLabel(t.db, project, { name: "area" });
    const child = await buildLabel(t.db, project, { name: "area/web", parentId: top.id });
    const events = recordEvents(t.server.services.events);
    expect((await cast.guest.client.send("DELETE", labelPath(project.id, top.id))).status).toBe(403);
    expect((await cast.member.client.send("DELETE", labelPath(project.id, top.id))).status).toBe(204);
    events.stop();
    expect(events.seen.map((event) => [event.name, event.id])).toEqual([
      ["label.updated", child.id],
      ["label.deleted", top.id],
    ]);
    const [freed, gone] = events.seen;
    expect(freed).toMatchObject({ audience: audienceOf(project), data: { parent: null } });
    expect(gone).toMatchObject({ audience: audienceOf(project), data: { id: top.id, project: project.id } });
  });
});
