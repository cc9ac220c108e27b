import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STATE_SEQUENCE_STEP } from "../../api/commands/projectCreate.js";
import { STATE_NAME_TAKEN } from "../../api/commands/stateCreate.js";
import { DEFAULT_STATE_UNDELETABLE } from "../../api/commands/stateDelete.js";
import type { Project } from "../../db/models/Project.js";
import { State } from "../../db/models/State.js";
import { TestClient } from "../helpers/client.js";
import { recordEvents } from "../helpers/events.js";
import { buildCastProject, buildProject } from "../helpers/projects.js";
import { buildState } from "../helpers/states.js";
import { startTestServer, type TestServer } from "../helpers/testServer.js";
import { buildWorkspace, workspaceCast, type WorkspaceCast } from "../helpers/workspaces.js";

let t: TestServer;
let cast: WorkspaceCast;
beforeAll(async () => {
  t = await startTestServer({ setUp: true });
  cast = await workspaceCast(t.db, t.baseUrl);
});
afterAll(() => t.close());

const STATE_NOT_FOUND = { error: "State not found", code: "not_found" };
const PROJECT_NOT_FOUND = { error: "Project not found", code: "not_found" };

const statesPath = (projectId: string, slug = cast.workspace.slug) => `/api/workspaces/${slug}/projects/${projectId}/states/`;
const statePath = (projectId: string, stateId: string) => `${statesPath(projectId)}${stateId}/`;
const markDefaultPath = (projectId: string, stateId: string) => `${statePath(projectId, stateId)}mark-default/`;

/** A project of the cast's workspace where the member is a project member and the guest a project guest. */
function staffedProject(): Promise<Project> {
  return buildCastProject(t.db, cast);
}

async function statesOf(projectId: string): Promise<State[]> {
  return State.query(t.db).where("project_id", projectId).orderBy("id");
}

/** States nobody may reach through `project`: the triage one, another project's, another workspace's. */
async function unreachableStates(project: Project) {
  const triage = await State.query(t.db).where({ project_id: project.id, is_triage: true }).first();
  const sibling = await buildState(t.db, await buildProject(t.db, cast.workspace, cast.admin.user));
  const foreign = await buildState(t.db, await buildProject(t.db, await buildWorkspace(t.db, cast.admin.user), cast.admin.user));
  if (!triage) throw new Error("the triage state is missing");
  return { triage, sibling, foreign, ids: [triage.id, sibling.id, foreign.id, randomUUID(), "not-a-uuid"] };
}

const defaultOf = async (projectId: string) => (await State.query(t.db).where({ project_id: projectId, is_default: true })).map((s) => s.id);

describe("GET /api/workspaces/:slug/states/", () => {
  it("lists the states of every project the caller can read, and no other workspace's", async () => {
    const staffed = await staffedProject();
    const privateOne = await buildProject(t.db, cast.workspace, cast.admin.user, { network: 0 });
    const foreign = await buildProject(t.db, await buildWorkspace(t.db, cast.admin.user), cast.admin.user);
    const projectsSeen = async (who: typeof cast.admin) => {
      const res = await who.client.send("GET", `/api/workspaces/${cast.workspace.slug}/states/`);
      expect(res.status).toBe(200);
      return new Set((res.body as { project_id: string }[]).map((state) => state.project_id));
    };
    const guestSees = await projectsSeen(cast.guest);
    expect(guestSees.has(staffed.id)).toBe(true);
    expect(guestSees.has(privateOne.id)).toBe(false);
    const adminSees = await projectsSeen(cast.admin);
    expect(adminSees.has(privateOne.id)).toBe(true);
    expect(adminSees.has(foreign.id)).toBe(false);
    const states = (await cast.admin.client.send("GET", `/api/workspaces/${cast.workspace.slug}/states/`)).body as { project_id: string; name: string }[];
    expect(states.filter((state) => state.project_id === staffed.id).map((state) => state.name)).toEqual(["Backlog", "Todo", "In Progress", "Done", "Cancelled"]);
  });
});

describe("POST /api/workspaces/:slug/projects/:projectId/states/", () => {
  const body = { name: "In Review", color: "#AB12CD", group: "started" };

  it("answers 401 without a session and 403 to a project guest, before looking at the input", async () => {
    const project = await staffedProject();
    expect((await new TestClient(t.baseUrl).send("POST", statesPath(project.id), body)).status).toBe(401);
    expect((await cast.guest.client.send("POST", statesPath(project.id), body)).status).toBe(403);
    expect((await cast.guest.client.send("POST", statesPath(project.id), { name: "" })).status).toBe(403);
    expect(await statesOf(project.id)).toHaveLength(6);
  });

  it("answers 400 naming the field for bad input", async () => {
    const project = await staffedProject();
    const post = (input: unknown) => cast.member.client.send("POST", statesPath(project.id), input);
    const cases: [unknown, string][] = [
      [{ ...body, name: "   " }, "name"],
      [{ ...body, name: "a\u0007b" }, "name"],
      [{ ...body, name: "x".repeat(256) }, "name"],
      [{ color: "#AB12CD", group: "started" }, "name"],
      [{ ...body, color: "red" }, "color"],
      [{ ...body, color: "#ABC" }, "color"],
      [{ name: "No colour", group: "started" }, "color"],
      [{ ...body, group: "triage" }, "group"],
      [{ ...body, group: "doing" }, "group"],
      [{ ...body, description: "d".repeat(10001) }, "description"],
      [{ ...body, is_default: true }, "body"],
    ];
    for (const [input, field] of cases) {
      const res = await post(input);
      expect(res.status, JSON.stringify(input).slice(0, 80)).toBe(400);
      expect(res.body.details[0].path, JSON.stringify(input).slice(0, 80)).toBe(field);
    }
    expect(await statesOf(project.id)).toHaveLength(6);
  });

  it("answers 404 for another workspace's project and a made-up one", async () => {
    const foreign = await buildProject(t.db, await buildWorkspace(t.db, cast.admin.user), cast.admin.user);
    for (const id of [foreign.id, randomUUID()]) {
      const res = await cast.admin.client.send("POST", statesPath(id), body);
      expect(res.status).toBe(404);
      expect(res.body).toEqual(PROJECT_NOT_FOUND);
    }
    expect(await statesOf(foreign.id)).toHaveLength(6);
  });

  it("creates a non-default state one step after the last non-triage sequence", async () => {
    const project = await staffedProject();
    const res = await cast.member.client.send("POST", statesPath(project.id), { ...body, name: "  In Review  ", description: "waiting" });
    expect(res.status).toBe(201);
    expect(Object.keys(res.body).sort()).toEqual(
      ["color", "created_at", "default", "description", "group", "id", "name", "project_id", "sequence", "updated_at", "workspace_id"].sort(),
    );
    // Cancelled, the last default non-triage state, sits at 5 steps; triage (6 steps) does not count.
    expect(res.body).toMatchObject({
      name: "In Review",
      color: "#AB12CD",
      group: "started",
      description: "waiting",
      default: false,
      sequence: 6 * STATE_SEQUENCE_STEP,
      project_id: project.id,
      workspace_id: cast.workspace.id,
    });
    const next = await cast.admin.client.send("POST", statesPath(project.id), { ...body, name: "QA", group: "completed" });
    expect(next.body.sequence).toBe(7 * STATE_SEQUENCE_STEP);
    const stored = await State.query(t.db).findById(res.body.id);
    expect(stored).toMatchObject({ name: "In Review", is_default: false, is_triage: false, sequence: 6 * STATE_SEQUENCE_STEP });
    expect(await defaultOf(project.id)).toHaveLength(1);
  });

  it("answers 409 for a name the project already has, and allows it in another project", async () => {
    const project = await staffedProject();
    const res = await cast.member.client.send("POST", statesPath(project.id), { ...body, name: "Todo" });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe(STATE_NAME_TAKEN);
    expect(await statesOf(project.id)).toHaveLength(6);
    const other = await staffedProject();
    expect((await cast.member.client.send("POST", statesPath(other.id), { ...body, name: "Review" })).status).toBe(201);
    expect((await cast.member.client.send("POST", statesPath(project.id), { ...body, name: "Review" })).status).toBe(201);
  });
});

describe("PATCH /api/workspaces/:slug/projects/:projectId/states/:stateId/", () => {
  it("answers 401 and 403 to a project guest, changing nothing", async () => {
    const project = await staffedProject();
    const state = await buildState(t.db, project, { name: "Before" });
    expect((await new TestClient(t.baseUrl).send("PATCH", statePath(project.id, state.id), { name: "X" })).status).toBe(401);
    expect((await cast.guest.client.send("PATCH", statePath(project.id, state.id), { name: "X" })).status).toBe(403);
    expect((await State.query(t.db).findById(state.id))?.name).toBe("Before");
  });

  it("answers 400 naming the field for bad input", async () => {
    const project = await staffedProject();
    const state = await buildState(t.db, project);
    const cases: [unknown, string][] = [
      [{ sequence: 0 }, "sequence"],
      [{ sequence: -5 }, "sequence"],
      [{ sequence: "1" }, "sequence"],
      [{ group: "triage" }, "group"],
      [{ color: "#12345G" }, "color"],
      [{ name: "" }, "name"],
      [{ project_id: randomUUID() }, "body"],
    ];
    for (const [input, field] of cases) {
      const res = await cast.member.client.send("PATCH", statePath(project.id, state.id), input);
      expect(res.status, JSON.stringify(input)).toBe(400);
      expect(res.body.details[0].path, JSON.stringify(input)).toBe(field);
    }
    expect(await State.query(t.db).findById(state.id)).toEqual(state);
  });

  it("answers 404 for the triage state and for other projects', other workspaces' and made-up ids, changing nothing", async () => {
    const project = await staffedProject();
    const { triage, sibling, foreign, ids } = await unreachableStates(project);
    for (const id of ids) {
      const res = await cast.admin.client.send("PATCH", statePath(project.id, id), { name: "Hijacked" });
      expect(res.status, id).toBe(404);
      expect(res.body).toEqual(STATE_NOT_FOUND);
    }
    for (const state of [triage, sibling, foreign]) expect(await State.query(t.db).findById(state.id)).toEqual(state);
  });

  it("updates name, colour, group, description and sequence", async () => {
    const project = await staffedProject();
    const state = await buildState(t.db, project);
    const res = await cast.member.client.send("PATCH", statePath(project.id, state.id), {
      name: "Shipped",
      color: "#00FF00",
      group: "completed",
      description: "on production",
      sequence: 1.5,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: state.id, name: "Shipped", color: "#00FF00", group: "completed", description: "on production", sequence: 1.5 });
    expect(await State.query(t.db).findById(state.id)).toMatchObject({ name: "Shipped", group: "completed", sequence: 1.5 });
    const list = await cast.guest.client.get(statesPath(project.id));
    expect(list.body.filter((s: { group: string }) => s.group === "completed").map((s: { name: string }) => s.name)).toEqual(["Shipped", "Done"]);
  });

  it("answers 409 when renaming to a name the project has", async () => {
    const project = await staffedProject();
    const state = await buildState(t.db, project, { name: "Unique" });
    const res = await cast.member.client.send("PATCH", statePath(project.id, state.id), { name: "Done" });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe(STATE_NAME_TAKEN);
    expect((await State.query(t.db).findById(state.id))?.name).toBe("Unique");
  });
});

describe("DELETE /api/workspaces/:slug/projects/:projectId/states/:stateId/", () => {
  it("answers 401 and 403 to a project guest, deleting nothing", async () => {
    const project = await staffedProject();
    const state = await buildState(t.db, project);
    expect((await new TestClient(t.baseUrl).send("DELETE", statePath(project.id, state.id))).status).toBe(401);
    expect((await cast.guest.client.send("DELETE", statePath(project.id, state.id))).status).toBe(403);
    expect(await State.query(t.db).findById(state.id)).toBeDefined();
  });

  it("answers 404 for the triage state and for other projects', other workspaces' and made-up ids, deleting nothing", async () => {
    const project = await staffedProject();
    const { triage, sibling, foreign, ids } = await unreachableStates(project);
    for (const id of ids) {
      const res = await cast.admin.client.send("DELETE", statePath(project.id, id));
      expect(res.status, id).toBe(404);
      expect(res.body).toEqual(STATE_NOT_FOUND);
    }
    for (const state of [triage, sibling, foreign]) expect(await State.query(t.db).findById(state.id)).toEqual(state);
  });

  it("refuses to delete the default state (400) and deletes any other (204)", async () => {
    const project = await staffedProject();
    const [backlog] = await defaultOf(project.id);
    const res = await cast.member.client.send("DELETE", statePath(project.id, backlog as string));
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(DEFAULT_STATE_UNDELETABLE);
    expect(await State.query(t.db).findById(backlog as string)).toBeDefined();

    const todo = await State.query(t.db).where({ project_id: project.id, name: "Todo" }).first();
    expect((await cast.member.client.send("DELETE", statePath(project.id, todo?.id as string))).status).toBe(204);
    expect(await State.query(t.db).findById(todo?.id as string)).toBeUndefined();
    expect(await statesOf(project.id)).toHaveLength(5);
  });
});

describe("POST /api/workspaces/:slug/projects/:projectId/states/:stateId/mark-default/", () => {
  it("answers 401 and 403 to a project guest, moving nothing", async () => {
    const project = await staffedProject();
    const state = await buildState(t.db, project);
    const before = await defaultOf(project.id);
    expect((await new TestClient(t.baseUrl).send("POST", markDefaultPath(project.id, state.id))).status).toBe(401);
    expect((await cast.guest.client.send("POST", markDefaultPath(project.id, state.id))).status).toBe(403);
    expect(await defaultOf(project.id)).toEqual(before);
  });

  it("answers 404 for the triage state and for other projects', other workspaces' and made-up ids, moving nothing", async () => {
    const project = await staffedProject();
    const before = await defaultOf(project.id);
    const { triage, sibling, foreign, ids } = await unreachableStates(project);
    for (const id of ids) {
      const res = await cast.admin.client.send("POST", markDefaultPath(project.id, id));
      expect(res.status, id).toBe(404);
      expect(res.body).toEqual(STATE_NOT_FOUND);
    }
    expect(await defaultOf(project.id)).toEqual(before);
    for (const state of [triage, sibling, foreign]) expect(await State.query(t.db).findById(state.id)).toEqual(state);
  });

  it("moves the default, clearing the previous one, so the old default becomes deletable", async () => {
    const project = await staffedProject();
    const [backlog] = await defaultOf(project.id);
    const state = await buildState(t.db, project);
    const res = await cast.member.client.send("POST", markDefaultPath(project.id, state.id));
    expect(res.status).toBe(204);
    expect(await defaultOf(project.id)).toEqual([state.id]);
    // Marking the default again is a no-op, not a conflict.
    expect((await cast.member.client.send("POST", markDefaultPath(project.id, state.id))).status).toBe(204);
    expect(await defaultOf(project.id)).toEqual([state.id]);

    const list = await cast.guest.client.get(statesPath(project.id));
    expect(list.body.filter((s: { default: boolean }) => s.default).map((s: { id: string }) => s.id)).toEqual([state.id]);
    expect((await cast.member.client.send("DELETE", statePath(project.id, state.id))).status).toBe(400);
    expect((await cast.member.client.send("DELETE", statePath(project.id, backlog as string))).status).toBe(204);
  });

  it("keeps exactly one default under concurrent moves, and the database refuses a second one", async () => {
    const project = await staffedProject();
    const contenders = await Promise.all(["A", "B", "C"].map((name) => buildState(t.db, project, { name })));
    const results = await Promise.all(contenders.map((state) => cast.member.client.send("POST", markDefaultPath(project.id, state.id))));
    expect(results.map((r) => r.status)).toEqual([204, 204, 204]);
    expect(await defaultOf(project.id)).toHaveLength(1);
    await expect(State.query(t.db).patch({ is_default: true }).where("project_id", project.id)).rejects.toThrow();
  });
});

describe("state events", () => {
  const audienceOf = (project: Project) => ({ kind: "project", workspace_id: cast.workspace.id, project_id: project.id });

  it("announces a create, an update and a delete to the project: the state, the changed fields, then its id", async () => {
    const project = await staffedProject();
    const events = recordEvents(t.server.services.events);
    const created = await cast.member.client.send("POST", statesPath(project.id), { name: "Review", color: "#AB12CD", group: "started" });
    const updated = await cast.member.client.send("PATCH", statePath(project.id, created.body.id), { name: "In Review", color: "#AB12CD" });
    expect((await cast.member.client.send("DELETE", statePath(project.id, created.body.id))).status).toBe(204);
    events.stop();
    expect(events.seen.map((event) => event.name)).toEqual(["state.created", "state.updated", "state.deleted"]);
    const [create, update, remove] = events.seen;
    const envelope = { id: created.body.id, workspace_id: cast.workspace.id, project_id: project.id, actor_id: cast.member.user.id, audience: audienceOf(project) };
    expect(create).toMatchObject({ ...envelope, data: created.body });
    // The colour was sent but did not change, so it is not in the event.
    expect(update).toMatchObject({ ...envelope, data: { name: "In Review", updated_at: updated.body.updated_at } });
    expect(Object.keys(update?.data ?? {}).sort()).toEqual(["name", "updated_at"]);
    expect(remove).toMatchObject({ ...envelope, data: { id: created.body.id, project: project.id } });
  });

  it("announces a default move as one state.updated for the old default and one for the new, and a no-op as nothing", async () => {
    const project = await staffedProject();
    const [backlog] = await defaultOf(project.id);
    const state = await buildState(t.db, project);
    const events = recordEvents(t.server.services.events);
    expect((await cast.member.client.send("POST", markDefaultPath(project.id, state.id))).status).toBe(204);
    expect((await cast.member.client.send("POST", markDefaultPath(project.id, state.id))).status).toBe(204);
    expect((await cast.guest.client.send("POST", markDefaultPath(project.id, backlog as string))).status).toBe(403);
    events.stop();
    expect(events.seen.map((event) => [event.name, event.id, (event.data as { default?: boolean }).default])).toEqual([
      ["state.updated", backlog, false],
      ["state.updated", state.id, true],
    ]);
    for (const event of events.seen) expect(event.audience).toEqual(audienceOf(project));
  });
});
