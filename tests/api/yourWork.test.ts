import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IssueActivity } from "../../db/models/IssueActivity.js";
import type { Issue } from "../../db/models/Issue.js";
import { TestClient } from "../helpers/client.js";
import { buildState } from "../helpers/states.js";
import { startTestServer, type TestServer } from "../helpers/testServer.js";
import { buildWorkItem } from "../helpers/workItems.js";
import { idsOf, subscribe, workspaceItemsCast, type WorkspaceItemsCast } from "../helpers/workspaceItems.js";

/** "Your work" (SPEC.md section 2): a member's counts, projects and activity, never past what the caller can read. */

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ setUp: true });
});
afterAll(() => t.close());

const fresh = () => workspaceItemsCast(t.db, t.baseUrl);
const ws = (c: WorkspaceItemsCast) => `/api/workspaces/${c.workspace.slug}`;
const PROFILE_PATHS = ["user-stats", "user-profile", "user-activity"] as const;

/** A history line written by `actorId` at a chosen moment, so the newest-first order is the test's to decide. */
async function lineAt(item: Issue, actorId: string, createdAt: string, fields: { field?: string; new_value?: string } = {}) {
  return IssueActivity.query(t.db).insertAndFetch({
    workspace_id: item.workspace_id,
    project_id: item.project_id,
    issue_id: item.id,
    actor_id: actorId,
    verb: "updated",
    field: fields.field ?? "priority",
    old_value: null,
    new_value: fields.new_value ?? "high",
    created_at: new Date(createdAt),
  });
}

describe("profile routes without a session or outside the workspace", () => {
  it("answer 401 to the anonymous, 404 to a stranger, and 404 for someone who is not a member here", async () => {
    const c = await fresh();
    const anonymous = new TestClient(t.baseUrl);
    for (const path of PROFILE_PATHS) {
      expect((await anonymous.get(`${ws(c)}/${path}/${c.member.user.id}/`)).status, path).toBe(401);
      expect((await c.stranger.client.get(`${ws(c)}/${path}/${c.member.user.id}/`)).status, path).toBe(404);
      // Another workspace's member, a made-up id and a malformed one read alike: no such member here.
      for (const id of [c.stranger.user.id, randomUUID(), "nobody"]) {
        const res = await c.admin.client.get(`${ws(c)}/${path}/${id}/`);
        expect(res.status, `${path} ${id}`).toBe(404);
        expect(res.body.error).toBe("Member not found");
      }
    }
  });
});

describe("GET /workspaces/:slug/user-stats/:userId/", () => {
  it("counts the person's live items by tab, state group and priority, as the lists list them", async () => {
    const c = await fresh();
    const them = c.member.user.id;
    const done = await buildState(t.db, c.project, { name: "Shipped", group: "completed" });
    const dropped = await buildState(t.db, c.project, { name: "Dropped", group: "cancelled" });
    await buildWorkItem(t.db, c.project, { assignee_ids: [them], priority: "urgent" });
    await buildWorkItem(t.db, c.project, { assignee_ids: [them], priority: "urgent", created_by_id: them });
    await buildWorkItem(t.db, c.project, { assignee_ids: [them], state_id: done.id, priority: "low" });
    await buildWorkItem(t.db, c.project, { assignee_ids: [them], state_id: dropped.id });
    await buildWorkItem(t.db, c.project, { created_by_id: them });
    await subscribe(t.db, await buildWorkItem(t.db, c.project), c.member.user);
    // Not counted: drafts, archived items, someone else's.
    await buildWorkItem(t.db, c.project, { assignee_ids: [them], created_by_id: them, is_draft: true });
    await buildWorkItem(t.db, c.project, { assignee_ids: [them], archived_at: new Date() });
    await buildWorkItem(t.db, c.project, { assignee_ids: [c.admin.user.id] });

    const res = await c.member.client.get(`${ws(c)}/user-stats/${them}/`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      assigned_issues: 4,
      created_issues: 2,
      subscribed_issues: 1,
      completed_issues: 1,
      pending_issues: 2,
      state_distribution: [
        { state_group: "backlog", state_count: 2 },
        { state_group: "unstarted", state_count: 0 },
        { state_group: "started", state_count: 0 },
        { state_group: "completed", state_count: 1 },
        { state_group: "cancelled", state_count: 1 },
      ],
      priority_distribution: [
        { priority: "urgent", priority_count: 2 },
        { priority: "high", priority_count: 0 },
        { priority: "medium", priority_count: 0 },
        { priority: "low", priority_count: 1 },
        { priority: "none", priority_count: 1 },
      ],
    });
    // Each count is its tab's length.
    for (const [type, count] of [["assigned", 4], ["created", 2], ["subscribed", 1]] as const) {
      expect((await c.member.client.get(`${ws(c)}/user-issues/${them}/?type=${type}`)).body.total_count, type).toBe(count);
    }
    // Plane's list filters narrow the counts; a malformed one is a 400 naming it.
    expect((await c.member.client.get(`${ws(c)}/user-stats/${them}/?priority=urgent`)).body).toMatchObject({ assigned_issues: 2, created_issues: 1, pending_issues: 2 });
    const bad = await c.member.client.get(`${ws(c)}/user-stats/${them}/?priority=sometime`);
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatch(/^priority: /);
  });

  it("leaves out a private project's items for a caller who is not in it, and a guest sees only their projects", async () => {
    const c = await fresh();
    const them = c.member.user.id;
    await buildWorkItem(t.db, c.project, { assignee_ids: [them] });
    await buildWorkItem(t.db, c.privateProject, { assignee_ids: [them], created_by_id: them });
    await buildWorkItem(t.db, c.otherProject, { assignee_ids: [them] });
    const stats = async (client: TestClient) => (await client.get(`${ws(c)}/user-stats/${them}/`)).body;
    // The admin reads every project of the workspace; the member the staffed one and the public other one.
    expect(await stats(c.admin.client)).toMatchObject({ assigned_issues: 3, created_issues: 1 });
    expect(await stats(c.member.client)).toMatchObject({ assigned_issues: 1, created_issues: 0 });
    // The guest was added to the staffed project alone; the outsider to none.
    expect(await stats(c.guest.client)).toMatchObject({ assigned_issues: 1, created_issues: 0 });
    expect(await stats(c.outsider.client)).toMatchObject({ assigned_issues: 0, created_issues: 0, pending_issues: 0 });
  });
});

describe("GET /workspaces/:slug/user-profile/:userId/", () => {
  it("says who the person is and splits their work by the projects the caller can read", async () => {
    const c = await fresh();
    const them = c.member.user.id;
    const done = await buildState(t.db, c.project, { group: "completed" });
    await buildWorkItem(t.db, c.project, { assignee_ids: [them] });
    await buildWorkItem(t.db, c.project, { assignee_ids: [them], state_id: done.id, created_by_id: them });
    await buildWorkItem(t.db, c.privateProject, { assignee_ids: [them] });

    const res = await c.guest.client.get(`${ws(c)}/user-profile/${them}/`);
    expect(res.status).toBe(200);
    expect(res.body.user_data).toEqual({
      id: them,
      display_name: c.member.user.display_name,
      first_name: c.member.user.first_name,
      last_name: c.member.user.last_name,
      email: c.member.user.email,
      avatar_url: c.member.user.avatar || null,
      is_bot: false,
      date_joined: new Date(c.member.user.date_joined).toISOString(),
      user_timezone: c.member.user.user_timezone,
    });
    // The guest's only project; neither the private one nor the public one they were not added to.
    expect(res.body.project_data).toEqual([
      { id: c.project.id, name: c.project.name, identifier: c.project.identifier, assigned_issues: 2, created_issues: 1, completed_issues: 1, pending_issues: 1 },
    ]);
    const admin = await c.admin.client.get(`${ws(c)}/user-profile/${them}/`);
    expect(new Set(admin.body.project_data.map((row: { id: string }) => row.id))).toEqual(new Set([c.project.id, c.privateProject.id, c.otherProject.id]));
    expect(admin.body.project_data.find((row: { id: string }) => row.id === c.otherProject.id)).toMatchObject({ assigned_issues: 0, created_issues: 0 });
    // The foreign project, though its admin is the same person, is another workspace's.
    expect(admin.body.project_data.some((row: { id: string }) => row.id === c.foreignProject.id)).toBe(false);
  });
});

describe("GET /workspaces/:slug/user-activity/:userId/", () => {
  it("lists what the person did, newest first, with the item and project each line is about", async () => {
    const c = await fresh();
    const them = c.member;
    // A real history: the member makes an item and raises its priority through the API.
    const created = await them.client.send("POST", `${ws(c)}/projects/${c.project.id}/issues/`, { name: "Weld the tank" });
    expect(created.status).toBe(201);
    const changed = await them.client.send("PATCH", `${ws(c)}/projects/${c.project.id}/issues/${created.body.id}/`, { priority: "high" });
    expect(changed.status).toBe(200);
    // Someone else's line on the same item is not the member's activity.
    await c.admin.client.send("PATCH", `${ws(c)}/projects/${c.project.id}/issues/${created.body.id}/`, { priority: "low" });

    const res = await c.guest.client.get(`${ws(c)}/user-activity/${them.user.id}/`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total_count: 2, count: 2, next_page_results: false, prev_page_results: false });
    const [latest, first] = res.body.results;
    expect(latest).toMatchObject({
      verb: "updated",
      field: "priority",
      old_value: "none",
      new_value: "high",
      actor: them.user.id,
      actor_detail: { id: them.user.id, display_name: them.user.display_name },
      issue: created.body.id,
      issue_detail: { id: created.body.id, name: "Weld the tank", sequence_id: created.body.sequence_id },
      project_detail: { id: c.project.id, identifier: c.project.identifier, name: c.project.name },
    });
    expect(first).toMatchObject({ verb: "created", issue: created.body.id });
  });

  it("hides lines about items the caller cannot read, drafts and reactions", async () => {
    const c = await fresh();
    const them = c.member.user.id;
    const shared = await buildWorkItem(t.db, c.project);
    const secret = await buildWorkItem(t.db, c.privateProject, { name: "Secret plan" });
    const draft = await buildWorkItem(t.db, c.project, { is_draft: true, created_by_id: them });
    const seen = await lineAt(shared, them, "2026-01-01T00:00:00Z");
    await lineAt(secret, them, "2026-01-02T00:00:00Z");
    await lineAt(draft, them, "2026-01-03T00:00:00Z");
    await lineAt(shared, them, "2026-01-04T00:00:00Z", { field: "reaction", new_value: "👍" });
    const lines = async (client: TestClient) => idsOf((await client.get(`${ws(c)}/user-activity/${them}/`)).body);
    expect(await lines(c.member.client)).toEqual([seen.id]);
    expect(await lines(c.guest.client)).toEqual([seen.id]);
    expect(await lines(c.outsider.client)).toEqual([]);
    // The admin reads the private project, so its line shows; a draft is its writer's alone, even to an admin.
    expect((await lines(c.admin.client)).length).toBe(2);
  });

  it("pages with Plane's cursor and refuses a malformed page", async () => {
    const c = await fresh();
    const them = c.member.user.id;
    const item = await buildWorkItem(t.db, c.project);
    const made = [];
    for (let day = 1; day <= 5; day += 1) made.push(await lineAt(item, them, `2026-02-0${day}T00:00:00Z`));
    const newestFirst = made.map((line) => line.id).reverse();
    const first = await c.member.client.get(`${ws(c)}/user-activity/${them}/?per_page=2`);
    expect(first.body).toMatchObject({ count: 2, total_count: 5, total_pages: 3, next_cursor: "2:1:0", next_page_results: true });
    expect(idsOf(first.body)).toEqual(newestFirst.slice(0, 2));
    const last = await c.member.client.get(`${ws(c)}/user-activity/${them}/?cursor=2:2:0`);
    expect(idsOf(last.body)).toEqual(newestFirst.slice(4));
    expect(last.body).toMatchObject({ next_page_results: false, prev_page_results: true });
    for (const query of ["per_page=0", "per_page=101", "per_page=many", "cursor=soon"]) {
      const res = await c.member.client.get(`${ws(c)}/user-activity/${them}/?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.error).toMatch(/^(per_page|cursor): /);
    }
  });
});
