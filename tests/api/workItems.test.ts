import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROLE } from "../../api/contract/roles.js";
import type { DomainEvent } from "../../api/events/bus.js";
import { STATE_IN_USE } from "../../api/commands/stateDelete.js";
import { Issue } from "../../db/models/Issue.js";
import { IssueActivity } from "../../db/models/IssueActivity.js";
import type { Project } from "../../db/models/Project.js";
import { State } from "../../db/models/State.js";
import { TestClient } from "../helpers/client.js";
import { buildLabel } from "../helpers/labels.js";
import { addProjectMember, buildCastProject, buildProject } from "../helpers/projects.js";
import { startTestServer, type TestServer } from "../helpers/testServer.js";
import { buildWorkspace, workspaceCast, type WorkspaceCast } from "../helpers/workspaces.js";

let t: TestServer;
let cast: WorkspaceCast;
const events: DomainEvent[] = [];
beforeAll(async () => {
  t = await startTestServer({ setUp: true });
  cast = await workspaceCast(t.db, t.baseUrl);
  t.server.services.events.subscribe((event) => {
    events.push(event);
  });
});
afterAll(() => t.close());

const items = (projectId: string, slug = cast.workspace.slug) => `/api/workspaces/${slug}/projects/${projectId}/issues/`;
const item = (projectId: string, id: string) => `${items(projectId)}${id}/`;
const history = (projectId: string, id: string) => `${item(projectId, id)}history/`;
const lookup = (key: string, slug = cast.workspace.slug) => `/api/workspaces/${slug}/work-items/${key}/`;

function staffedProject(): Promise<Project> {
  return buildCastProject(t.db, cast);
}

async function stateNamed(project: Project, name: string): Promise<State> {
  const state = await State.query(t.db).findOne({ project_id: project.id, name });
  if (!state) throw new Error(`no state ${name}`);
  return state;
}

async function create(project: Project, body: Record<string, unknown> = {}) {
  const res = await cast.member.client.send("POST", items(project.id), { name: "Fix the launch pad", ...body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: string; sequence_id: number } & Record<string, unknown>;
}

describe("POST .../projects/:projectId/issues/", () => {
  it("answers 401, 403 to a project guest and to a workspace member who has not joined, 404 for a foreign project", async () => {
    const project = await staffedProject();
    const body = { name: "x" };
    expect((await new TestClient(t.baseUrl).send("POST", items(project.id), body)).status).toBe(401);
    expect((await cast.guest.client.send("POST", items(project.id), body)).status).toBe(403);
    const unjoined = await buildProject(t.db, cast.workspace, cast.admin.user);
    expect((await cast.member.client.send("POST", items(unjoined.id), body)).status).toBe(403);
    const foreign = await buildProject(t.db, await buildWorkspace(t.db, cast.admin.user), cast.admin.user);
    expect((await cast.admin.client.send("POST", items(foreign.id), body)).status).toBe(404);
    expect(await Issue.query(t.db).whereIn("project_id", [project.id, unjoined.id, foreign.id]).resultSize()).toBe(0);
  });

  it("answers 400 naming the field, creating nothing, for bad input and for ids outside the project", async () => {
    const project = await staffedProject();
    const other = await staffedProject();
    const foreignWorkspace = await buildWorkspace(t.db, cast.admin.user);
    const foreignProject = await buildProject(t.db, foreignWorkspace, cast.admin.user);
    const otherState = await stateNamed(other, "Todo");
    const triage = await State.query(t.db).findOne({ project_id: project.id, is_triage: true });
    const otherLabel = await buildLabel(t.db, other);
    const otherItem = await create(other);
    const cases: [Record<string, unknown>, string][] = [
      [{ name: "" }, "name"],
      [{ name: "x".repeat(256) }, "name"],
      [{ priority: "critical" }, "priority"],
      [{ start_date: "2026-02-30" }, "start_date"],
      [{ start_date: "0000-01-01" }, "start_date"],
      [{ target_date: "tomorrow" }, "target_date"],
      [{ start_date: "2026-03-02", target_date: "2026-03-01" }, "start_date"],
      [{ state_id: "nope" }, "state_id"],
      [{ state_id: otherState.id }, "state_id"],
      [{ state_id: triage?.id }, "state_id"],
      [{ state_id: (await stateNamed(foreignProject, "Todo")).id }, "state_id"],
      [{ label_ids: [otherLabel.id] }, "label_ids"],
      [{ assignee_ids: [cast.stranger.user.id] }, "assignee_ids"],
      [{ assignee_ids: [randomUUID()] }, "assignee_ids"],
      [{ parent_id: otherItem.id }, "parent_id"],
      [{ sort_order: "first" }, "sort_order"],
      [{ is_draft: "yes" }, "is_draft"],
      [{ secret_field: 1 }, "body"],
    ];
    for (const [fields, path] of cases) {
      const res = await cast.member.client.send("POST", items(project.id), { name: "Valid", ...fields });
      expect(res.status, JSON.stringify(fields)).toBe(400);
      expect(res.body.details[0].path, JSON.stringify(fields)).toBe(path);
    }
    expect(await Issue.query(t.db).where("project_id", project.id).resultSize()).toBe(0);
    expect((await t.db("projects").where("id", project.id).first()).last_sequence_id).toBe(0);
  });

  it("creates the item in the default state with the next sequence id, a clean description, its activity and one event", async () => {
    const project = await staffedProject();
    const label = await buildLabel(t.db, project);
    const first = await create(project);
    expect(first).toMatchObject({ sequence_id: 1, priority: "none", state_id: (await stateNamed(project, "Backlog")).id, completed_at: null, sort_order: 65535 });

    const mutationId = randomUUID();
    const res = await cast.member.client.send(
      "POST",
      items(project.id),
      {
        name: "Second",
        description_html: `<p onclick="steal()">Hello <script>alert(1)</script><a href="javascript:alert(2)">x</a><strong>bold</strong></p>`,
        priority: "urgent",
        assignee_ids: [cast.member.user.id, cast.member.user.id],
        label_ids: [label.id],
        start_date: "2026-03-01T09:00:00Z",
        target_date: "2026-03-05",
        // Read-only fields are dropped, never written.
        sequence_id: 999,
        project_id: randomUUID(),
        completed_at: "2020-01-01T00:00:00Z",
      },
      { "X-Mutation-Id": mutationId },
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      sequence_id: 2,
      project_id: project.id,
      priority: "urgent",
      assignee_ids: [cast.member.user.id],
      label_ids: [label.id],
      start_date: "2026-03-01",
      target_date: "2026-03-05",
      completed_at: null,
      sort_order: 75535,
      created_by: cast.member.user.id,
      sub_issues_count: 0,
    });
    expect(res.body.description_html).toBe(`<p>Hello <a>x</a><strong>bold</strong></p>`);
    expect((await Issue.query(t.db).findById(res.body.id))?.description_stripped).toBe("Hello xbold");
    const activity = await IssueActivity.query(t.db).where("issue_id", res.body.id);
    expect(activity.map((a) => [a.verb, a.field, a.actor_id])).toEqual([["created", null, cast.member.user.id]]);
    const published = events.filter((e) => e.id === res.body.id);
    expect(published).toHaveLength(1);
    expect(published[0]).toMatchObject({ name: "work_item.created", project_id: project.id, workspace_id: cast.workspace.id, actor_id: cast.member.user.id, mutation_id: mutationId });
    expect((published[0]?.data as { sequence_id: number }).sequence_id).toBe(2);
    expect(published[0]?.data).toMatchObject({ id: res.body.id, name: res.body.name, description_html: res.body.description_html });
    expect(published[0]?.audience).toEqual({ kind: "project", workspace_id: cast.workspace.id, project_id: project.id });
  });

  it("stamps completed_at for an item created in a completed state", async () => {
    const project = await staffedProject();
    const done = await create(project, { state_id: (await stateNamed(project, "Done")).id });
    expect(typeof done.completed_at).toBe("string");
  });

  it("hands 50 concurrent creates 50 distinct sequence ids without an error", async () => {
    const project = await staffedProject();
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, index) => cast.member.client.send("POST", items(project.id), { name: `Concurrent ${index}` })),
    );
    expect(results.map((r) => r.status)).toEqual(Array(50).fill(201));
    const ids = results.map((r) => r.body.sequence_id as number).sort((a, b) => a - b);
    expect(ids).toEqual(Array.from({ length: 50 }, (_, index) => index + 1));
  });
});

describe("GET .../issues/:issueId/ and the lookup by IDENT-seq", () => {
  it("answers 401, 404 for unknown, other projects' and other workspaces' ids, and the item to a project guest", async () => {
    const project = await staffedProject();
    const created = await create(project, { description_html: "<p>Body</p>" });
    expect((await new TestClient(t.baseUrl).get(item(project.id, created.id))).status).toBe(401);
    const other = await staffedProject();
    const otherItem = await create(other);
    for (const id of [otherItem.id, randomUUID(), "42"]) {
      const res = await cast.guest.client.get(item(project.id, id));
      expect(res.status, id).toBe(404);
      expect(res.body.error).toBe("Work item not found");
    }
    const res = await cast.guest.client.get(item(project.id, created.id));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: created.id, description_html: "<p>Body</p>", cycle_id: null, module_ids: [], is_subscribed: false });
    expect((await cast.guest.client.send("POST", `${item(project.id, created.id)}subscribe/`)).status).toBe(201);
    expect((await cast.guest.client.get(item(project.id, created.id))).body.is_subscribed).toBe(true);
    // The member made it, so follows it automatically (as in Plane); the admin does not.
    expect((await cast.member.client.get(item(project.id, created.id))).body.is_subscribed).toBe(true);
    expect((await cast.admin.client.get(item(project.id, created.id))).body.is_subscribed).toBe(false);
  });

  it("carries Plane's attachment_count (uploaded files only), link_count and state__group, in the detail and the list rows", async () => {
    const project = await staffedProject();
    const created = await create(project, { state_id: (await stateNamed(project, "In Progress")).id });
    const link = await cast.member.client.send("POST", `${item(project.id, created.id)}issue-links/`, { url: "https://example.com/spec" });
    expect(link.status, JSON.stringify(link.body)).toBe(201);
    const asset = { workspace_id: cast.workspace.id, project_id: project.id, issue_id: created.id, entity_type: "ISSUE_ATTACHMENT", size: 3 };
    await t.db("file_assets").insert([
      { ...asset, storage_key: `test/${randomUUID()}`, is_uploaded: true },
      { ...asset, storage_key: `test/${randomUUID()}`, is_uploaded: false },
    ]);
    const detail = await cast.guest.client.get(item(project.id, created.id));
    expect(detail.body).toMatchObject({ attachment_count: 1, link_count: 1, state__group: "started" });
    const row = (await cast.guest.client.get(items(project.id))).body.results.find((r: { id: string }) => r.id === created.id);
    expect(row).toMatchObject({ attachment_count: 1, link_count: 1, state__group: "started" });
  });

  it("finds IDENT-seq in any letter case, and says 'Issue not found' for what the caller cannot read", async () => {
    const project = await staffedProject();
    const created = await create(project);
    const key = `${project.identifier}-${created.sequence_id}`;
    expect((await new TestClient(t.baseUrl).get(lookup(key))).status).toBe(401);
    const found = await cast.guest.client.get(lookup(key.toLowerCase()));
    expect(found.status).toBe(200);
    expect(found.body.id).toBe(created.id);

    const secret = await buildProject(t.db, cast.workspace, cast.admin.user, { network: 0 });
    const hidden = (await cast.admin.client.send("POST", items(secret.id), { name: "Hidden" })).body;
    const foreignWorkspace = await buildWorkspace(t.db, cast.admin.user);
    const foreignProject = await buildProject(t.db, foreignWorkspace, cast.admin.user);
    const foreignItem = (await cast.admin.client.send("POST", items(foreignProject.id, foreignWorkspace.slug), { name: "Theirs" })).body;
    for (const missing of [`${project.identifier}-999`, `${secret.identifier}-${hidden.sequence_id}`, `${foreignProject.identifier}-${foreignItem.sequence_id}`, `NOPE-1`]) {
      const res = await cast.member.client.get(lookup(missing));
      expect(res.status, missing).toBe(404);
      expect(res.body.error).toBe("Issue not found");
    }
    expect((await cast.member.client.get(lookup("not a key"))).body.error).toBe("Issue not found");
  });
});

describe("PATCH .../issues/:issueId/", () => {
  it("answers 401, 403 to a guest, 404 to foreign ids, changing nothing", async () => {
    const project = await staffedProject();
    const created = await create(project);
    expect((await new TestClient(t.baseUrl).send("PATCH", item(project.id, created.id), { name: "x" })).status).toBe(401);
    expect((await cast.guest.client.send("PATCH", item(project.id, created.id), { name: "x" })).status).toBe(403);
    const other = await staffedProject();
    const otherItem = await create(other);
    expect((await cast.admin.client.send("PATCH", item(project.id, otherItem.id), { name: "Hijacked" })).status).toBe(404);
    expect((await Issue.query(t.db).findById(otherItem.id))?.name).toBe("Fix the launch pad");
  });

  it("answers 400 for loops, its own parent, dates out of order against stored ones, and foreign ids", async () => {
    const project = await staffedProject();
    const parent = await create(project);
    const child = await create(project, { parent_id: parent.id });
    const grandchild = await create(project, { parent_id: child.id });
    const patch = (id: string, body: unknown) => cast.member.client.send("PATCH", item(project.id, id), body);
    expect((await patch(parent.id, { parent_id: grandchild.id })).body.details[0].path).toBe("parent_id");
    expect((await patch(parent.id, { parent_id: parent.id })).body.details[0].path).toBe("parent_id");
    await patch(parent.id, { target_date: "2026-01-10" });
    expect((await patch(parent.id, { start_date: "2026-01-11" })).body.details[0].path).toBe("start_date");
    const other = await staffedProject();
    expect((await patch(parent.id, { state_id: (await stateNamed(other, "Done")).id })).body.details[0].path).toBe("state_id");
    expect((await patch(parent.id, { label_ids: [(await buildLabel(t.db, other)).id] })).body.details[0].path).toBe("label_ids");
    const stored = await Issue.query(t.db).findById(parent.id);
    expect(stored).toMatchObject({ parent_id: null, start_date: null, target_date: "2026-01-10" });
    expect((await patch(parent.id, { id: randomUUID(), sequence_id: 7, name: "Renamed" })).body).toMatchObject({ id: parent.id, sequence_id: parent.sequence_id, name: "Renamed" });
  });

  it("follows the state group with completed_at, writes one history line per change and announces only what changed", async () => {
    const project = await staffedProject();
    const label = await buildLabel(t.db, project, { name: "rocket" });
    await addProjectMember(t.db, project, cast.admin.user, ROLE.ADMIN).catch(() => undefined);
    const created = await create(project, { assignee_ids: [cast.admin.user.id] });
    const done = await stateNamed(project, "Done");
    const todo = await stateNamed(project, "Todo");

    const res = await cast.member.client.send("PATCH", item(project.id, created.id), {
      state_id: done.id,
      priority: "high",
      assignee_ids: [cast.member.user.id],
      label_ids: [label.id],
    });
    expect(res.status).toBe(200);
    expect(typeof res.body.completed_at).toBe("string");
    const lines = await IssueActivity.query(t.db).where({ issue_id: created.id, verb: "updated" }).orderBy("field");
    expect(lines.map((a) => [a.field, a.old_value, a.new_value])).toEqual(
      expect.arrayContaining([
        ["state", "Backlog", "Done"],
        ["priority", "none", "high"],
        ["labels", null, "rocket"],
        ["assignees", cast.admin.user.display_name, null],
        ["assignees", null, cast.member.user.display_name],
      ]),
    );
    expect(lines).toHaveLength(5);
    const updated = events.filter((e) => e.id === created.id && e.name === "work_item.updated").at(-1);
    expect(Object.keys(updated?.data as object).sort()).toEqual(["assignee_ids", "completed_at", "label_ids", "priority", "state__group", "state_id", "updated_at"]);
    expect(updated?.data).toMatchObject({ priority: "high", state_id: done.id, state__group: "completed", assignee_ids: [cast.member.user.id], label_ids: [label.id] });
    expect(updated?.audience).toEqual({ kind: "project", workspace_id: cast.workspace.id, project_id: project.id });

    const back = await cast.member.client.send("PATCH", item(project.id, created.id), { state_id: todo.id });
    expect(back.body.completed_at).toBeNull();
    const same = await cast.member.client.send("PATCH", item(project.id, created.id), { priority: "high" });
    expect(same.status).toBe(200);
    expect(await IssueActivity.query(t.db).where({ issue_id: created.id, verb: "updated" }).resultSize()).toBe(6);

    // A new description is flagged, never sent: a client refetches the body.
    await cast.member.client.send("PATCH", item(project.id, created.id), { description_html: "<p>A long story</p>" });
    const described = events.filter((e) => e.id === created.id && e.name === "work_item.updated").at(-1);
    expect(described?.data).toMatchObject({ description_changed: true });
    expect(JSON.stringify(described?.data)).not.toContain("A long story");
  });

  it("answers is_subscribed as the caller's subscription stands after the change, a self-assignment's new one included", async () => {
    const project = await staffedProject();
    await addProjectMember(t.db, project, cast.admin.user, ROLE.ADMIN).catch(() => undefined);
    const created = await create(project);
    const patch = (client: TestClient, body: unknown) => client.send("PATCH", item(project.id, created.id), body);
    // The member made it, so follows it; the admin does not, until they assign themselves.
    expect((await patch(cast.member.client, { name: "Renamed" })).body.is_subscribed).toBe(true);
    expect((await patch(cast.admin.client, { priority: "low" })).body.is_subscribed).toBe(false);
    const assigned = await patch(cast.admin.client, { assignee_ids: [cast.admin.user.id] });
    expect(assigned.body).toMatchObject({ assignee_ids: [cast.admin.user.id], is_subscribed: true });
    expect((await cast.member.client.send("DELETE", `${item(project.id, created.id)}subscribe/`)).status).toBe(204);
    expect((await patch(cast.member.client, { name: "Renamed again" })).body.is_subscribed).toBe(false);
    // The answer agrees with a fresh read of the item.
    for (const client of [cast.member.client, cast.admin.client]) {
      expect((await client.get(item(project.id, created.id))).body.is_subscribed).toBe(client === cast.admin.client);
    }
  });
});

describe("DELETE .../issues/:issueId/", () => {
  it("lets the creator and project admins delete, and refuses other members and guests", async () => {
    const project = await staffedProject();
    const byAdmin = (await cast.admin.client.send("POST", items(project.id), { name: "Admin's" })).body;
    expect((await new TestClient(t.baseUrl).send("DELETE", item(project.id, byAdmin.id))).status).toBe(401);
    expect((await cast.guest.client.send("DELETE", item(project.id, byAdmin.id))).status).toBe(403);
    expect((await cast.member.client.send("DELETE", item(project.id, byAdmin.id))).status).toBe(403);
    expect(await Issue.query(t.db).findById(byAdmin.id)).toBeDefined();

    const own = await create(project);
    expect((await cast.member.client.send("DELETE", item(project.id, own.id))).status).toBe(204);
    expect(await Issue.query(t.db).findById(own.id)).toBeUndefined();
    expect(events.filter((e) => e.id === own.id).map((e) => e.name)).toEqual(["work_item.created", "work_item.deleted"]);
    expect(events.find((e) => e.id === own.id && e.name === "work_item.deleted")).toMatchObject({
      actor_id: cast.member.user.id,
      data: { id: own.id, project: project.id },
      audience: { kind: "project", workspace_id: cast.workspace.id, project_id: project.id },
    });
    expect((await cast.admin.client.send("DELETE", item(project.id, byAdmin.id))).status).toBe(204);
    expect((await cast.admin.client.send("DELETE", item(project.id, byAdmin.id))).status).toBe(404);
  });
});

describe("GET .../issues/:issueId/sub-issues/", () => {
  it("answers 401, 404 for a foreign item, and the live children with their state groups", async () => {
    const project = await staffedProject();
    const parent = await create(project);
    const todo = await create(project, { parent_id: parent.id, state_id: (await stateNamed(project, "Todo")).id });
    const done = await create(project, { parent_id: parent.id, state_id: (await stateNamed(project, "Done")).id });
    await create(project, { parent_id: parent.id, is_draft: true });
    await create(project);
    const path = `${item(project.id, parent.id)}sub-issues/`;
    expect((await new TestClient(t.baseUrl).get(path)).status).toBe(401);
    const other = await staffedProject();
    expect((await cast.admin.client.get(`${item(other.id, parent.id)}sub-issues/`)).status).toBe(404);
    const res = await cast.guest.client.get(path);
    expect(res.status).toBe(200);
    expect(res.body.sub_issues.map((child: { id: string }) => child.id)).toEqual([todo.id, done.id]);
    expect(res.body.state_distribution).toEqual({ backlog: [], unstarted: [todo.id], started: [], completed: [done.id], cancelled: [] });
    expect((await cast.guest.client.get(item(project.id, parent.id))).body.sub_issues_count).toBe(2);
  });
});

describe("GET .../issues/:issueId/history/", () => {
  it("answers 401, 400 for a bad created_at__gt, and the lines after a moment", async () => {
    const project = await staffedProject();
    const created = await create(project);
    expect((await new TestClient(t.baseUrl).get(history(project.id, created.id))).status).toBe(401);
    expect((await cast.guest.client.get(`${history(project.id, created.id)}?created_at__gt=yesterday`)).status).toBe(400);
    const all = await cast.guest.client.get(history(project.id, created.id));
    expect(all.body.map((a: { verb: string }) => a.verb)).toEqual(["created"]);
    await cast.member.client.send("PATCH", item(project.id, created.id), { name: "Renamed" });
    const after = await cast.guest.client.get(`${history(project.id, created.id)}?created_at__gt=${encodeURIComponent(all.body[0].created_at)}`);
    expect(after.body.map((a: { field: string; new_value: string }) => [a.field, a.new_value])).toEqual([["name", "Renamed"]]);
  });

  it("nests each line's actor as Plane's UserLite (no email), null once the account is gone", async () => {
    const project = await staffedProject();
    const created = await create(project);
    await IssueActivity.query(t.db).patch({ actor_id: null }).where("issue_id", created.id);
    await cast.member.client.send("PATCH", item(project.id, created.id), { name: "Renamed" });
    const lines = (await cast.guest.client.get(history(project.id, created.id))).body;
    expect(lines.map((a: { actor_detail: unknown }) => a.actor_detail)).toEqual([
      null,
      {
        id: cast.member.user.id, display_name: cast.member.user.display_name, first_name: cast.member.user.first_name, last_name: cast.member.user.last_name,
        avatar: cast.member.user.avatar, avatar_url: cast.member.user.avatar || null, is_bot: false,
      },
    ]);
  });

  it("answers Plane's activity_type tabs: issue-property leaves comments out, issue-comment is the comments; 400 for another", async () => {
    const project = await staffedProject();
    const created = await create(project);
    const comments = `${item(project.id, created.id)}comments/`;
    const first = await cast.member.client.send("POST", comments, { comment_html: "<p>First</p>" });
    await cast.member.client.send("PATCH", item(project.id, created.id), { priority: "high" });
    const second = await cast.guest.client.send("POST", comments, { comment_html: "<p>Second</p>" });
    await cast.guest.client.send("POST", `${comments}${second.body.id}/reactions/`, { reaction: "👍" });

    const properties = (await cast.guest.client.get(`${history(project.id, created.id)}?activity_type=issue-property`)).body;
    expect(properties.map((a: { verb: string; field: string | null }) => [a.verb, a.field])).toEqual([["created", null], ["updated", "priority"]]);
    const all = (await cast.guest.client.get(history(project.id, created.id))).body;
    expect(all.map((a: { field: string | null }) => a.field)).toEqual([null, "comment", "priority", "comment", "reaction"]);

    const tab = await cast.guest.client.get(`${history(project.id, created.id)}?activity_type=issue-comment`);
    expect(tab.status).toBe(200);
    expect(tab.body).toEqual((await cast.guest.client.get(comments)).body);
    expect(tab.body.map((c: { id: string }) => c.id)).toEqual([first.body.id, second.body.id]);
    expect(tab.body[1]).toMatchObject({ comment_html: "<p>Second</p>", actor_detail: { id: cast.guest.user.id }, comment_reactions: [{ reaction: "👍" }] });
    const newer = await cast.guest.client.get(`${history(project.id, created.id)}?activity_type=issue-comment&created_at__gt=${encodeURIComponent(first.body.created_at)}`);
    expect(newer.body.map((c: { id: string }) => c.id)).toEqual([second.body.id]);

    const bad = await cast.guest.client.get(`${history(project.id, created.id)}?activity_type=issue-vote`);
    expect(bad.status).toBe(400);
    expect(bad.body.details[0].path).toBe("activity_type");
  });
});

describe("states in use", () => {
  it("refuses to delete a state that holds work items", async () => {
    const project = await staffedProject();
    const todo = await stateNamed(project, "Todo");
    await create(project, { state_id: todo.id });
    const res = await cast.member.client.send("DELETE", `/api/workspaces/${cast.workspace.slug}/projects/${project.id}/states/${todo.id}/`);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(STATE_IN_USE);
    expect(await State.query(t.db).findById(todo.id)).toBeDefined();
  });
});
