import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_DISPLAY_PROPERTIES } from "../../api/contract/workItemDisplay.js";
import type { Project } from "../../db/models/Project.js";
import { TestClient } from "../helpers/client.js";
import { buildCastProject, buildProject } from "../helpers/projects.js";
import { recordEvents } from "../helpers/events.js";
import { startTestServer, type TestServer } from "../helpers/testServer.js";
import { buildWorkspace, workspaceCast, type WorkspaceCast } from "../helpers/workspaces.js";

let t: TestServer;
let cast: WorkspaceCast;
let project: Project;

beforeAll(async () => {
  t = await startTestServer({ setUp: true });
  cast = await workspaceCast(t.db, t.baseUrl);
  project = await buildCastProject(t.db, cast);
});
afterAll(() => t.close());

const path = (projectId = project.id) => `/api/workspaces/${cast.workspace.slug}/projects/${projectId}/user-properties/`;

describe("GET /api/workspaces/:slug/projects/:projectId/user-properties/", () => {
  it("answers 401 without a session, 403 to an unjoined member, 404 for a foreign project", async () => {
    expect((await new TestClient(t.baseUrl).get(path())).status).toBe(401);
    const unjoined = await buildProject(t.db, cast.workspace, cast.admin.user);
    expect((await cast.member.client.get(path(unjoined.id))).status).toBe(403);
    expect((await cast.member.client.send("PATCH", path(unjoined.id), {})).status).toBe(403);
    const foreign = await buildProject(t.db, await buildWorkspace(t.db, cast.admin.user), cast.admin.user);
    expect((await cast.admin.client.get(path(foreign.id))).status).toBe(404);
  });

  it("gives the defaults before anything is saved", async () => {
    const res = await cast.member.client.get(path());
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ user: cast.member.user.id, project: project.id, workspace: cast.workspace.id });
    expect(res.body.display_properties).toEqual(DEFAULT_DISPLAY_PROPERTIES);
    expect(res.body.display_filters).toMatchObject({ layout: "list", group_by: null, sub_group_by: null, order_by: "sort_order", sub_issue: true });
    expect(res.body.filters.priority).toBeNull();
  });
});

describe("PATCH and POST /api/workspaces/:slug/projects/:projectId/user-properties/", () => {
  it.each([
    ["body", { colour: "red" }],
    ["filters", { filters: { severity: ["high"] } }],
    ["filters.priority.0", { filters: { priority: ["critical"] } }],
    ["filters.state.0", { filters: { state: ["x"] } }],
    ["filters.target_date.0", { filters: { target_date: ["soon"] } }],
    ["display_filters.group_by", { display_filters: { group_by: "name" } }],
    ["display_filters.order_by", { display_filters: { order_by: "name" } }],
    ["display_filters.layout", { display_filters: { layout: "table" } }],
    ["display_filters", { display_filters: { zoom: 2 } }],
    ["display_filters.kanban_filters.group_by", { display_filters: { kanban_filters: { group_by: "todo" } } }],
    ["display_filters.kanban_filters.sub_group_by.0", { display_filters: { kanban_filters: { sub_group_by: [""] } } }],
    ["display_filters.kanban_filters.group_by", { display_filters: { kanban_filters: { group_by: Array.from({ length: 501 }, (_, index) => `g${index}`) } } }],
    ["display_filters.kanban_filters", { display_filters: { kanban_filters: { columns: [] } } }],
    ["display_properties.key", { display_properties: { key: "yes" } }],
    ["display_properties", { display_properties: { colour: true } }],
  ])("answers 400 naming %s", async (field, body) => {
    const res = await cast.admin.client.send("PATCH", path(), body);
    expect(res.status).toBe(400);
    expect(res.body.details[0].path).toBe(field);
  });

  it("saves per person and project, merging over what was saved", async () => {
    const saved = await cast.member.client.send("PATCH", path(), {
      filters: { priority: ["urgent", "high"], target_date: ["2026-01-01;after"] },
      display_filters: { group_by: "priority", order_by: "-created_at" },
      display_properties: { key: false },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.filters).toMatchObject({ priority: ["urgent", "high"], target_date: ["2026-01-01;after"], state: null });
    const again = await cast.member.client.send("POST", path(), { display_filters: { show_empty_groups: false } });
    expect(again.body.display_filters).toMatchObject({ group_by: "priority", order_by: "-created_at", show_empty_groups: false });
    const read = await cast.member.client.get(path());
    expect(read.body.filters.priority).toEqual(["urgent", "high"]);
    expect(read.body.display_properties).toEqual({ ...DEFAULT_DISPLAY_PROPERTIES, key: false });
    // Someone else's view of the same project is untouched.
    expect((await cast.admin.client.get(path())).body.display_filters.group_by).toBeNull();
  });

  it("lets a guest save their own view", async () => {
    const res = await cast.guest.client.send("PATCH", path(), { display_filters: { layout: "spreadsheet" } });
    expect(res.status).toBe(200);
    expect(res.body.display_filters.layout).toBe("spreadsheet");
  });

  it("tells only the person who saved what changed in their view, and nothing when nothing did", async () => {
    const events = recordEvents(t.server.services.events);
    const res = await cast.member.client.send("PATCH", path(), { display_properties: { priority: false } });
    expect((await cast.member.client.send("PATCH", path(), { display_properties: { priority: false } })).status).toBe(200);
    events.stop();
    expect(events.seen.map((event) => event.name)).toEqual(["work_item_user_properties.updated"]);
    expect(events.seen[0]).toMatchObject({ workspace_id: cast.workspace.id, project_id: project.id, actor_id: cast.member.user.id, data: { display_properties: res.body.display_properties } });
    expect(Object.keys(events.seen[0]?.data ?? {})).toEqual(["display_properties"]);
    expect(events.seen[0]?.audience).toEqual({ kind: "users", workspace_id: cast.workspace.id, user_ids: [cast.member.user.id] });
  });

  it("keeps folded groups and swimlanes (Plane's kanban_filters), each list replaced on its own", async () => {
    expect((await cast.member.client.get(path())).body.display_filters.kanban_filters).toEqual({ group_by: [], sub_group_by: [] });
    const folded = await cast.member.client.send("PATCH", path(), { display_filters: { kanban_filters: { group_by: ["None", "urgent"] } } });
    expect(folded.status).toBe(200);
    await cast.member.client.send("PATCH", path(), { display_filters: { kanban_filters: { sub_group_by: ["2026-01-01"] }, order_by: "-created_at" } });
    const read = await cast.member.client.get(path());
    expect(read.body.display_filters).toMatchObject({ order_by: "-created_at", kanban_filters: { group_by: ["None", "urgent"], sub_group_by: ["2026-01-01"] } });
    expect((await cast.admin.client.get(path())).body.display_filters.kanban_filters.group_by).not.toContain("urgent");
  });

  it("applies the display filter rules of SPEC.md section 4 on save", async () => {
    const send = (display_filters: object) => cast.admin.client.send("PATCH", path(), { display_filters });
    expect((await send({ layout: "list", group_by: null, sub_group_by: "priority" })).body.display_filters.sub_group_by).toBeNull();
    expect((await send({ layout: "kanban", group_by: null, sub_group_by: null })).body.display_filters.group_by).toBe("state");
    const same = (await send({ layout: "kanban", group_by: "priority", sub_group_by: "priority" })).body.display_filters;
    expect(same).toMatchObject({ group_by: "priority", sub_group_by: null });
    const kept = (await send({ layout: "kanban", group_by: "priority", sub_group_by: "labels" })).body.display_filters;
    expect(kept).toMatchObject({ group_by: "priority", sub_group_by: "labels" });
  });
});
