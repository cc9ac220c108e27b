import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STATE_NAME_TAKEN } from "../../api/commands/stateCreate.js";
import type { Project } from "../../db/models/Project.js";
import { State } from "../../db/models/State.js";
import { buildCastProject } from "../helpers/projects.js";
import { startTestServer, type TestServer } from "../helpers/testServer.js";
import { buildWorkItem } from "../helpers/workItems.js";
import { workspaceCast, type WorkspaceCast } from "../helpers/workspaces.js";

let t: TestServer;
let cast: WorkspaceCast;
beforeAll(async () => {
  t = await startTestServer({ setUp: true });
  cast = await workspaceCast(t.db, t.baseUrl);
});
afterAll(() => t.close());

const projectPath = (project: Project) => `/api/workspaces/${cast.workspace.slug}/projects/${project.id}`;
const staffedProject = () => buildCastProject(t.db, cast);
const addState = (project: Project, name: string, group: string) => cast.member.client.send("POST", `${projectPath(project)}/states/`, { name, group, color: "#8a5cf6" });

/** The workflow order once "In Review" (started) is added after the default states. */
const WORKFLOW = ["Backlog", "Todo", "In Progress", "In Review", "Done", "Cancelled"];

describe("state order (SPEC.md section 3: by group, then sequence)", () => {
  it("lists a state added later to Started before Done, in the states list and the list's groups", async () => {
    const project = await staffedProject();
    expect((await addState(project, "In Review", "started")).status).toBe(201);
    const states = await cast.member.client.get(`${projectPath(project)}/states/`);
    expect(states.body.map((state: { name: string }) => state.name)).toEqual(WORKFLOW);
    const nameOf = new Map<string, string>(states.body.map((state: { id: string; name: string }) => [state.id, state.name]));
    for (const state of states.body.filter((entry: { name: string }) => entry.name !== "Cancelled")) await buildWorkItem(t.db, project, { state_id: state.id });

    const groups = async (query: string) => Object.keys((await cast.member.client.get(`${projectPath(project)}/issues/?${query}`)).body.results);
    expect((await groups("group_by=state&show_empty_groups=true")).map((id) => nameOf.get(id))).toEqual(WORKFLOW);
    // Without the empty groups the ones with items keep the same order, not the order they were counted in.
    expect((await groups("group_by=state&show_empty_groups=false")).map((id) => nameOf.get(id))).toEqual(WORKFLOW.filter((name) => name !== "Cancelled"));
    expect(await groups("group_by=state__group&show_empty_groups=false")).toEqual(["backlog", "unstarted", "started", "completed"]);
    expect(await groups("group_by=state__group&show_empty_groups=true")).toEqual(["backlog", "unstarted", "started", "completed", "cancelled"]);
  });
});

describe("state names that differ only in case", () => {
  it("are refused on create and rename with a 409 that says why, changing nothing", async () => {
    const project = await staffedProject();
    const before = await State.query(t.db).where("project_id", project.id).orderBy("id");
    for (const name of ["done", "DONE", " In progress "]) {
      const res = await addState(project, name, "completed");
      expect(res.status, name).toBe(409);
      expect(res.body.error).toBe(STATE_NAME_TAKEN);
    }
    const todo = before.find((state) => state.name === "Todo");
    if (!todo) throw new Error("the project has no Todo state");
    const renamed = await cast.member.client.send("PATCH", `${projectPath(project)}/states/${todo.id}/`, { name: "backlog" });
    expect(renamed.status).toBe(409);
    expect(renamed.body.error).toBe(STATE_NAME_TAKEN);
    expect(await State.query(t.db).where("project_id", project.id).orderBy("id")).toEqual(before);

    // A state may change the case of its own name, and another project may use the same name.
    expect((await cast.member.client.send("PATCH", `${projectPath(project)}/states/${todo.id}/`, { name: "TODO" })).status).toBe(200);
    expect((await addState(await staffedProject(), "Qa", "started")).status).toBe(201);
  });

  it("let only one of two racing creates through", async () => {
    const project = await staffedProject();
    const answers = await Promise.all(["Needs QA", "needs qa", "NEEDS QA"].map((name) => addState(project, name, "started")));
    expect(answers.map((res) => res.status).sort()).toEqual([201, 409, 409]);
    expect(await State.query(t.db).where("project_id", project.id).whereRaw("lower(name) = 'needs qa'").resultSize()).toBe(1);
  });
});
