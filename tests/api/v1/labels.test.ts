import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Label } from "../../../db/models/Label.js";
import { recordEvents } from "../../helpers/events.js";
import { buildLabel } from "../../helpers/labels.js";
import { buildProject, buildStaffedProject } from "../../helpers/projects.js";
import { startTestServer, type TestServer } from "../../helpers/testServer.js";
import { NOT_FOUND, pick, THREE_401S, unauthenticatedAnswers, v1Cast, type V1Cast } from "./v1Cast.js";

let t: TestServer;
let cast: V1Cast;
beforeAll(async () => {
  t = await startTestServer({ setUp: true });
  cast = await v1Cast(t);
});
afterAll(() => t.close());

const labelsPath = (projectId: string) => `/api/v1/workspaces/${cast.workspace.slug}/projects/${projectId}/labels/`;
const labelPath = (projectId: string, labelId: string) => `${labelsPath(projectId)}${labelId}/`;
const staffed = () => buildStaffedProject(t.db, cast.workspace, { admin: cast.admin.user, member: cast.member.user, guest: cast.guest.user });
const foreignLabel = async () => buildLabel(t.db, await buildProject(t.db, cast.otherWorkspace, cast.stranger.user));
const GUESTS_CANNOT = { detail: "Guests cannot change this project." };

const LABEL_KEYS = ["color", "created_at", "created_by", "deleted_at", "description", "external_id", "external_source", "id", "name", "parent", "project", "sort_order", "updated_at", "updated_by", "workspace"];

describe("every v1 label route", () => {
  it("answers 401 without a key, with a made-up key and with a revoked one, changing nothing", async () => {
    const project = await staffed();
    const label = await buildLabel(t.db, project);
    for (const [method, path] of [
      ["GET", labelsPath(project.id)],
      ["POST", labelsPath(project.id)],
      ["GET", labelPath(project.id, label.id)],
      ["PATCH", labelPath(project.id, label.id)],
      ["DELETE", labelPath(project.id, label.id)],
    ] as const) {
      expect(await unauthenticatedAnswers(t, cast, method, path), `${method} ${path}`).toEqual(THREE_401S);
    }
    expect(await Label.query(t.db).findById(label.id)).toEqual(label);
  });
});

describe("GET /api/v1/.../labels/", () => {
  it("pages the project's labels for any project member, guests included; 404 across the wall", async () => {
    const project = await staffed();
    const labels = [await buildLabel(t.db, project, { name: "a", sortOrder: 1 }), await buildLabel(t.db, project, { name: "b", sortOrder: 2 }), await buildLabel(t.db, project, { name: "c", sortOrder: 3 })];
    const first = await cast.as.guest.get(`${labelsPath(project.id)}?per_page=2`);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ total_count: 3, count: 2, total_pages: 2, next_cursor: "2:1:0", next_page_results: true });
    expect(Object.keys(first.body.results[0]).sort()).toEqual(LABEL_KEYS);
    const expanded = await cast.as.guest.get(`${labelsPath(project.id)}?expand=project`);
    expect(expanded.body.results[0].project).toMatchObject({ id: project.id, identifier: project.identifier });
    expect(expanded.body.results[0].workspace).toBe(cast.workspace.id);
    const second = await cast.as.guest.get(`${labelsPath(project.id)}?per_page=2&cursor=${first.body.next_cursor}`);
    expect([...first.body.results, ...second.body.results].map((label: { id: string }) => label.id)).toEqual(labels.map((label) => label.id));
    expect(second.body).toMatchObject({ count: 1, next_page_results: false, prev_page_results: true });
    expect(await pick(cast.as.guest.get(`${labelsPath(project.id)}?per_page=5000`))).toEqual([400, { detail: "Invalid per_page value. Cannot exceed 1000." }]);
    expect(await pick(cast.as.outsider.get(labelsPath(project.id)))).toEqual([404, NOT_FOUND]);
    expect(await pick(cast.as.admin.get(labelsPath(randomUUID())))).toEqual([404, NOT_FOUND]);
  });
});

describe("POST /api/v1/.../labels/", () => {
  it("creates the label (201) for a project member through the app's command, announcing it", async () => {
    const project = await staffed();
    const parent = await buildLabel(t.db, project);
    const events = recordEvents(t.server.services.events);
    const res = await cast.as.member.send("POST", labelsPath(project.id), { name: "bug", color: "#FF0000", parent: parent.id, external_source: "github" });
    events.stop();
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ name: "bug", color: "#FF0000", parent: parent.id, project: project.id, workspace: cast.workspace.id, created_by: cast.member.user.id, external_source: null });
    expect(events.named("label.created")[0]).toMatchObject({ id: res.body.id, audience: { kind: "project", project_id: project.id } });
  });

  it("refuses a guest (403), bad input (400 by field), a taken name (409) and creates nothing", async () => {
    const project = await staffed();
    const taken = await buildLabel(t.db, project);
    const count = () => Label.query(t.db).where("project_id", project.id).resultSize();
    expect(await pick(cast.as.guest.send("POST", labelsPath(project.id), { name: "x" }))).toEqual([403, GUESTS_CANNOT]);
    const bad = await cast.as.member.send("POST", labelsPath(project.id), { color: "blue" });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body).sort()).toEqual(["color", "name"]);
    expect((await cast.as.member.send("POST", labelsPath(project.id), { name: taken.name })).status).toBe(409);
    const foreign = await foreignLabel();
    // A parent from another workspace is no parent here.
    expect(await pick(cast.as.member.send("POST", labelsPath(project.id), { name: "child", parent: foreign.id }))).toEqual([400, { parent: ["is not a label in this project"] }]);
    expect(await count()).toBe(1);
  });
});

describe("GET /api/v1/.../labels/:labelId/", () => {
  it("returns one label, ?fields= trimmed, and 404 for another project's, another workspace's or a made-up id", async () => {
    const project = await staffed();
    const label = await buildLabel(t.db, project, { name: "one" });
    expect((await cast.as.guest.get(labelPath(project.id, label.id))).body).toMatchObject({ id: label.id, name: "one", parent: null });
    expect((await cast.as.guest.get(`${labelPath(project.id, label.id)}?fields=name`)).body).toEqual({ name: "one" });
    const sibling = await buildLabel(t.db, await staffed());
    for (const id of [sibling.id, (await foreignLabel()).id, randomUUID(), "nope"]) expect(await pick(cast.as.admin.get(labelPath(project.id, id))), id).toEqual([404, NOT_FOUND]);
  });
});

describe("PATCH and DELETE /api/v1/.../labels/:labelId/", () => {
  it("updates (200) and deletes (204) for a project member, announcing each; guests and foreign ids change nothing", async () => {
    const project = await staffed();
    const label = await buildLabel(t.db, project);
    const foreign = await foreignLabel();
    expect(await pick(cast.as.guest.send("PATCH", labelPath(project.id, label.id), { name: "x" }))).toEqual([403, GUESTS_CANNOT]);
    expect(await pick(cast.as.guest.send("DELETE", labelPath(project.id, label.id)))).toEqual([403, GUESTS_CANNOT]);
    expect(await pick(cast.as.admin.send("PATCH", labelPath(project.id, foreign.id), { name: "x" }))).toEqual([404, NOT_FOUND]);
    expect(await pick(cast.as.admin.send("DELETE", labelPath(project.id, foreign.id)))).toEqual([404, NOT_FOUND]);
    expect((await cast.as.member.send("PATCH", labelPath(project.id, label.id), { sort_order: "first" })).body).toEqual({ sort_order: ["must be a finite number"] });
    expect(await Label.query(t.db).findById(label.id)).toEqual(label);
    expect(await Label.query(t.db).findById(foreign.id)).toEqual(foreign);

    const events = recordEvents(t.server.services.events);
    const patched = await cast.as.member.send("PATCH", labelPath(project.id, label.id), { name: "renamed", description: "via v1" });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ id: label.id, name: "renamed", description: "via v1", updated_by: cast.member.user.id });
    expect((await cast.as.member.send("DELETE", labelPath(project.id, label.id))).status).toBe(204);
    events.stop();
    expect(events.seen.map((event) => event.name)).toEqual(["label.updated", "label.deleted"]);
    expect(await Label.query(t.db).findById(label.id)).toBeUndefined();
  });
});
