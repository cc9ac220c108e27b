import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { State } from "../../../db/models/State.js";
import { recordEvents } from "../../helpers/events.js";
import { buildProject, buildStaffedProject } from "../../helpers/projects.js";
import { buildState } from "../../helpers/states.js";
import { startTestServer, type TestServer } from "../../helpers/testServer.js";
import { NOT_FOUND, pick, THREE_401S, unauthenticatedAnswers, v1Cast, type V1Cast } from "./v1Cast.js";

let t: TestServer;
let cast: V1Cast;
beforeAll(async () => {
  t = await startTestServer({ setUp: true });
  cast = await v1Cast(t);
});
afterAll(() => t.close());

const statesPath = (projectId: string, slug = cast.workspace.slug) => `/api/v1/workspaces/${slug}/projects/${projectId}/states/`;
const statePath = (projectId: string, stateId: string) => `${statesPath(projectId)}${stateId}/`;
const staffed = () => buildStaffedProject(t.db, cast.workspace, { admin: cast.admin.user, member: cast.member.user, guest: cast.guest.user });
const GUESTS_CANNOT = { detail: "Guests cannot change this project." };

const STATE_KEYS = ["color", "created_at", "default", "deleted_at", "description", "external_id", "external_source", "group", "id", "is_triage", "name", "project", "sequence", "updated_at", "workspace"];

describe("every v1 state route", () => {
  it("answers 401 without a key, with a made-up key and with a revoked one, changing nothing", async () => {
    const project = await staffed();
    const state = await buildState(t.db, project);
    for (const [method, path] of [
      ["GET", statesPath(project.id)],
      ["POST", statesPath(project.id)],
      ["GET", statePath(project.id, state.id)],
      ["PATCH", statePath(project.id, state.id)],
      ["DELETE", statePath(project.id, state.id)],
    ] as const) {
      expect(await unauthenticatedAnswers(t, cast, method, path), `${method} ${path}`).toEqual(THREE_401S);
    }
    expect(await State.query(t.db).findById(state.id)).toEqual(state);
  });
});

describe("GET /api/v1/.../states/", () => {
  it("pages the project's states (triage left out) for any project member, guests included", async () => {
    const project = await staffed();
    const res = await cast.as.guest.get(statesPath(project.id));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total_count: 5, count: 5, next_page_results: false, grouped_by: null });
    expect(res.body.results.map((state: { name: string }) => state.name)).toEqual(["Backlog", "Todo", "In Progress", "Done", "Cancelled"]);
    expect(Object.keys(res.body.results[0]).sort()).toEqual(STATE_KEYS);
    expect(res.body.results.find((state: { name: string }) => state.name === "Backlog")).toMatchObject({ default: true, group: "backlog", project: project.id, workspace: cast.workspace.id, is_triage: false });
    const second = await cast.as.guest.get(`${statesPath(project.id)}?per_page=2&cursor=2:1:0`);
    expect(second.body).toMatchObject({ count: 2, total_pages: 3, prev_page_results: true, next_page_results: true });
    expect(second.body.results.map((state: { name: string }) => state.name)).toEqual(["In Progress", "Done"]);
    expect(await pick(cast.as.guest.get(`${statesPath(project.id)}?cursor=nope`))).toEqual([400, { detail: "Invalid cursor parameter." }]);
  });

  it("answers 404 for another workspace's project, a made-up one and another workspace's slug", async () => {
    const foreign = await buildProject(t.db, cast.otherWorkspace, cast.stranger.user);
    for (const id of [foreign.id, randomUUID()]) expect(await pick(cast.as.admin.get(statesPath(id)))).toEqual([404, NOT_FOUND]);
    const project = await staffed();
    expect(await pick(cast.as.outsider.get(statesPath(project.id)))).toEqual([404, NOT_FOUND]);
  });
});

describe("POST /api/v1/.../states/", () => {
  it("creates the state (Plane answers 200) through the app's command, and can make it the default", async () => {
    const project = await staffed();
    const events = recordEvents(t.server.services.events);
    const res = await cast.as.member.send("POST", statesPath(project.id), { name: "Review", color: "#123456", group: "started", default: true, external_id: "ignored" });
    events.stop();
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ name: "Review", color: "#123456", group: "started", default: true, project: project.id });
    expect(events.named("state.created")[0]?.id).toBe(res.body.id);
    expect(events.named("state.created")[0]?.audience).toMatchObject({ kind: "project", project_id: project.id });
    const defaults = await State.query(t.db).where({ project_id: project.id, is_default: true });
    expect(defaults.map((state) => state.id)).toEqual([res.body.id]);
  });

  it("refuses a guest (403), bad input (400 by field), a taken name (409) and creates nothing", async () => {
    const project = await staffed();
    const count = () => State.query(t.db).where("project_id", project.id).resultSize();
    const before = await count();
    expect(await pick(cast.as.guest.send("POST", statesPath(project.id), { name: "X", color: "#123456", group: "started" }))).toEqual([403, GUESTS_CANNOT]);
    const bad = await cast.as.member.send("POST", statesPath(project.id), { name: "X", color: "red", group: "triage" });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body).sort()).toEqual(["color", "group"]);
    const taken = await cast.as.member.send("POST", statesPath(project.id), { name: "todo", color: "#123456", group: "started" });
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({ error: expect.stringContaining("already has a state with this name") });
    expect(await count()).toBe(before);
  });
});

describe("GET /api/v1/.../states/:stateId/", () => {
  it("returns one state, ?fields= trimmed, and 404 for another project's, another workspace's or a made-up id", async () => {
    const project = await staffed();
    const state = await buildState(t.db, project, { name: "Mine" });
    const res = await cast.as.guest.get(statePath(project.id, state.id));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: state.id, name: "Mine", default: false });
    expect((await cast.as.guest.get(`${statePath(project.id, state.id)}?fields=name,group`)).body).toEqual({ name: "Mine", group: state.group });
    const expanded = await cast.as.guest.get(`${statePath(project.id, state.id)}?expand=project,workspace,name&fields=project,workspace,name`);
    expect(expanded.body).toEqual({
      name: "Mine",
      project: { id: project.id, identifier: project.identifier, name: project.name, cover_image: null, icon_prop: null, emoji: null, description: project.description, cover_image_url: null },
      workspace: { id: cast.workspace.id, name: cast.workspace.name, slug: cast.workspace.slug },
    });
    const sibling = await buildState(t.db, await staffed());
    const foreign = await buildState(t.db, await buildProject(t.db, cast.otherWorkspace, cast.stranger.user));
    for (const id of [sibling.id, foreign.id, randomUUID(), "not-a-uuid"]) expect(await pick(cast.as.admin.get(statePath(project.id, id))), id).toEqual([404, NOT_FOUND]);
  });
});

describe("PATCH /api/v1/.../states/:stateId/", () => {
  it("updates for a project member, announcing it; refuses a guest, bad input and foreign ids, changing nothing", async () => {
    const project = await staffed();
    const state = await buildState(t.db, project);
    expect(await pick(cast.as.guest.send("PATCH", statePath(project.id, state.id), { name: "Nope" }))).toEqual([403, GUESTS_CANNOT]);
    expect((await cast.as.member.send("PATCH", statePath(project.id, state.id), { color: "#12" })).body).toEqual({ color: ["must be a #RRGGBB hex colour"] });
    const foreign = await buildState(t.db, await buildProject(t.db, cast.otherWorkspace, cast.stranger.user));
    expect(await pick(cast.as.admin.send("PATCH", statePath(project.id, foreign.id), { name: "Nope" }))).toEqual([404, NOT_FOUND]);
    expect(await State.query(t.db).findById(foreign.id)).toEqual(foreign);
    expect(await State.query(t.db).findById(state.id)).toEqual(state);

    const events = recordEvents(t.server.services.events);
    const res = await cast.as.member.send("PATCH", statePath(project.id, state.id), { name: "Renamed", default: true });
    events.stop();
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: state.id, name: "Renamed", default: true });
    expect(events.named("state.updated").map((event) => event.id)).toContain(state.id);
  });
});

describe("DELETE /api/v1/.../states/:stateId/", () => {
  it("deletes (204) for a project member; refuses the default state (400, Plane's words), a guest and foreign ids", async () => {
    const project = await staffed();
    const state = await buildState(t.db, project);
    const todo = await State.query(t.db).findOne({ project_id: project.id, is_default: true });
    expect(await pick(cast.as.member.send("DELETE", statePath(project.id, todo?.id ?? "")))).toEqual([400, { error: "Default state cannot be deleted" }]);
    expect(await pick(cast.as.guest.send("DELETE", statePath(project.id, state.id)))).toEqual([403, GUESTS_CANNOT]);
    const foreign = await buildState(t.db, await buildProject(t.db, cast.otherWorkspace, cast.stranger.user));
    expect(await pick(cast.as.admin.send("DELETE", statePath(project.id, foreign.id)))).toEqual([404, NOT_FOUND]);
    expect(await State.query(t.db).findById(foreign.id)).toEqual(foreign);

    const events = recordEvents(t.server.services.events);
    expect((await cast.as.member.send("DELETE", statePath(project.id, state.id))).status).toBe(204);
    events.stop();
    expect(events.named("state.deleted").map((event) => event.id)).toEqual([state.id]);
    expect(await State.query(t.db).findById(state.id)).toBeUndefined();
  });
});
