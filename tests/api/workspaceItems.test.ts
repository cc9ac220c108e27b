import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROLE } from "../../api/contract/roles.js";
import { Issue } from "../../db/models/Issue.js";
import { IssueActivity } from "../../db/models/IssueActivity.js";
import { ProjectMember } from "../../db/models/ProjectMember.js";
import { TestClient } from "../helpers/client.js";
import { buildProject, addProjectMember } from "../helpers/projects.js";
import { startTestServer, type TestServer } from "../helpers/testServer.js";
import { recordEvents } from "../helpers/events.js";
import { buildWorkItem } from "../helpers/workItems.js";
import { idsOf, itemAt, subscribe, workspaceItemsCast, type WorkspaceItemsCast } from "../helpers/workspaceItems.js";

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ setUp: true });
});
afterAll(() => t.close());

const fresh = () => workspaceItemsCast(t.db, t.baseUrl);
const ws = (c: WorkspaceItemsCast) => `/api/workspaces/${c.workspace.slug}`;

describe("workspace work item routes without a session", () => {
  it("answer 401", async () => {
    const c = await fresh();
    const anonymous = new TestClient(t.baseUrl);
    for (const path of ["issues/", `user-issues/${c.member.user.id}/`, "draft-issues/"]) expect((await anonymous.get(`${ws(c)}/${path}`)).status).toBe(401);
    expect((await anonymous.send("POST", `${ws(c)}/draft-issues/`, { project_id: c.project.id, name: "x" })).status).toBe(401);
    expect((await anonymous.send("POST", `${ws(c)}/draft-issues/${randomUUID()}/draft-to-issue/`)).status).toBe(401);
    const draft = `${ws(c)}/draft-issues/${randomUUID()}/`;
    expect((await anonymous.get(draft)).status).toBe(401);
    expect((await anonymous.send("PATCH", draft, { name: "x" })).status).toBe(401);
    expect((await anonymous.send("DELETE", draft)).status).toBe(401);
    expect((await anonymous.send("POST", `${ws(c)}/draft-to-issue/${randomUUID()}/`)).status).toBe(401);
  });
});

describe("GET /workspaces/:slug/issues/", () => {
  it("lists live items of every project the caller can read, newest first, and nothing else", async () => {
    const c = await fresh();
    const older = await itemAt(t.db, c.project, "2026-01-01T00:00:00Z");
    const newer = await itemAt(t.db, c.project, "2026-02-01T00:00:00Z");
    const hidden = await itemAt(t.db, c.privateProject, "2026-03-01T00:00:00Z", { assignee_ids: [c.member.user.id] });
    const unjoined = await itemAt(t.db, c.otherProject, "2026-03-02T00:00:00Z");
    await buildWorkItem(t.db, c.project, { is_draft: true });
    await buildWorkItem(t.db, c.project, { archived_at: new Date() });
    await buildWorkItem(t.db, c.foreignProject);

    const mine = await c.member.client.get(`${ws(c)}/issues/`);
    expect(mine.status).toBe(200);
    expect(idsOf(mine.body)).toEqual([newer.id, older.id]);
    expect(mine.body).toMatchObject({ total_count: 2, grouped_by: null, next_cursor: "100:1:0", next_page_results: false });
    // A workspace admin reads every project of the workspace, private ones included; still no other workspace's.
    const all = await c.admin.client.get(`${ws(c)}/issues/?view=all-issues`);
    expect(idsOf(all.body)).toEqual([unjoined.id, hidden.id, newer.id, older.id]);
    // The outsider is a workspace member with no project role: nothing to read.
    expect((await c.outsider.client.get(`${ws(c)}/issues/`)).body.total_count).toBe(0);
  });

  it("narrows to the caller's assigned, created and subscribed items, never past what they can read", async () => {
    const c = await fresh();
    const me = c.member.user.id;
    const assigned = await buildWorkItem(t.db, c.project, { assignee_ids: [me] });
    const created = await buildWorkItem(t.db, c.project, { created_by_id: me });
    const followed = await buildWorkItem(t.db, c.project);
    await subscribe(t.db, followed, c.member.user);
    await buildWorkItem(t.db, c.privateProject, { assignee_ids: [me], created_by_id: me });
    const get = async (view: string) => idsOf((await c.member.client.get(`${ws(c)}/issues/?view=${view}`)).body);
    expect(await get("assigned")).toEqual([assigned.id]);
    expect(await get("created")).toEqual([created.id]);
    expect(await get("subscribed")).toEqual([followed.id]);
    // The client's own filters apply on top of the view.
    expect(idsOf((await c.member.client.get(`${ws(c)}/issues/?view=assigned&priority=urgent`)).body)).toEqual([]);
  });

  it("filters by project; a project of another workspace or one the caller cannot read matches nothing", async () => {
    const c = await fresh();
    const here = await buildWorkItem(t.db, c.project);
    await buildWorkItem(t.db, c.otherProject);
    await buildWorkItem(t.db, c.foreignProject);
    expect(idsOf((await c.admin.client.get(`${ws(c)}/issues/?project=${c.project.id}`)).body)).toEqual([here.id]);
    expect((await c.admin.client.get(`${ws(c)}/issues/?project=${c.foreignProject.id}`)).body.total_count).toBe(0);
    expect((await c.member.client.get(`${ws(c)}/issues/?project=${c.otherProject.id}`)).body.total_count).toBe(0);
  });

  it("answers 400 for an unknown view or a malformed project filter, and 404 to strangers", async () => {
    const c = await fresh();
    const bad = await c.member.client.get(`${ws(c)}/issues/?view=everything`);
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatch(/^view: /);
    expect((await c.member.client.get(`${ws(c)}/issues/?project=nope`)).status).toBe(400);
    // Year 0000 passes JavaScript's Date but not PostgreSQL's: it must be a 400, not a database error.
    expect((await c.member.client.get(`${ws(c)}/issues/?start_date=0000-01-01;after`)).status).toBe(400);
    expect((await c.stranger.client.get(`${ws(c)}/issues/`)).status).toBe(404);
  });
});

describe("GET /workspaces/:slug/user-issues/:userId/", () => {
  it("shows a member's items limited to the projects the caller can read", async () => {
    const c = await fresh();
    const them = c.member.user.id;
    const shared = await itemAt(t.db, c.project, "2026-01-01T00:00:00Z", { assignee_ids: [them] });
    const secret = await itemAt(t.db, c.privateProject, "2026-02-01T00:00:00Z", { assignee_ids: [them] });
    const created = await itemAt(t.db, c.project, "2026-03-01T00:00:00Z", { created_by_id: them });
    const path = (type = "") => `${ws(c)}/user-issues/${them}/${type ? `?type=${type}` : ""}`;
    expect(idsOf((await c.admin.client.get(path("assigned"))).body)).toEqual([secret.id, shared.id]);
    // The guest reads the staffed project only: the private project's item never shows, even on another's profile.
    const guest = await c.guest.client.get(path("assigned"));
    expect(guest.status).toBe(200);
    expect(idsOf(guest.body)).toEqual([shared.id]);
    expect(idsOf((await c.guest.client.get(path("created"))).body)).toEqual([created.id]);
    expect((await c.guest.client.get(path("subscribed"))).body.total_count).toBe(0);
    // No tab: everything the person is involved in.
    expect(idsOf((await c.guest.client.get(path())).body)).toEqual([created.id, shared.id]);
    expect((await c.outsider.client.get(path("assigned"))).body.total_count).toBe(0);
  });

  it("answers 404 for someone outside the workspace or a made-up id, 400 for an unknown tab", async () => {
    const c = await fresh();
    for (const id of [c.stranger.user.id, randomUUID(), "nobody"]) {
      const res = await c.admin.client.get(`${ws(c)}/user-issues/${id}/?type=assigned`);
      expect(res.status).toBe(404);
      expect(res.body.error).toBe("Member not found");
    }
    expect((await c.admin.client.get(`${ws(c)}/user-issues/${c.member.user.id}/?type=mentioned`)).status).toBe(400);
  });
});

describe("workspace drafts", () => {
  it("lists only the caller's own drafts in projects they can edit, newest first", async () => {
    const c = await fresh();
    const me = c.member.user.id;
    const second = await buildProject(t.db, c.workspace, c.admin.user);
    await addProjectMember(t.db, second, c.member.user, ROLE.MEMBER);
    const old = await itemAt(t.db, c.project, "2026-01-01T00:00:00Z", { is_draft: true, created_by_id: me });
    const recent = await itemAt(t.db, second, "2026-02-01T00:00:00Z", { is_draft: true, created_by_id: me });
    await buildWorkItem(t.db, c.project, { is_draft: true, created_by_id: c.admin.user.id });
    await buildWorkItem(t.db, c.project, { created_by_id: me });
    await buildWorkItem(t.db, c.project, { is_draft: true, created_by_id: me, archived_at: new Date() });
    const res = await c.member.client.get(`${ws(c)}/draft-issues/`);
    expect(res.status).toBe(200);
    expect(idsOf(res.body)).toEqual([recent.id, old.id]);
    expect(res.body.results[0]).toMatchObject({ is_draft: true, project_id: second.id });
    // Demoted to guest in the second project, the member no longer reaches the draft left there.
    await ProjectMember.query(t.db).patch({ role: ROLE.GUEST }).where({ project_id: second.id, member_id: me });
    expect(idsOf((await c.member.client.get(`${ws(c)}/draft-issues/`)).body)).toEqual([old.id]);
  });

  it("pages 50 at a time with Plane's cursor", async () => {
    const c = await fresh();
    const me = c.member.user.id;
    for (let n = 0; n < 55; n += 1) await buildWorkItem(t.db, c.project, { is_draft: true, created_by_id: me });
    const first = await c.member.client.get(`${ws(c)}/draft-issues/`);
    expect(first.body).toMatchObject({ count: 50, total_count: 55, total_pages: 2, next_cursor: "50:1:0", next_page_results: true, prev_page_results: false });
    const next = await c.member.client.get(`${ws(c)}/draft-issues/?cursor=${first.body.next_cursor}`);
    expect(next.body).toMatchObject({ count: 5, next_page_results: false, prev_page_results: true });
    expect(new Set([...idsOf(first.body), ...idsOf(next.body)]).size).toBe(55);
  });

  it("creates a draft in a project where the caller is a Member or above", async () => {
    const c = await fresh();
    const res = await c.member.client.send("POST", `${ws(c)}/draft-issues/`, { project_id: c.project.id, name: "Half an idea", priority: "high" });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ name: "Half an idea", priority: "high", is_draft: true, project_id: c.project.id, created_by: c.member.user.id });
    expect(idsOf((await c.member.client.get(`${ws(c)}/draft-issues/`)).body)).toEqual([res.body.id]);
    expect((await c.member.client.get(`${ws(c)}/issues/`)).body.total_count).toBe(0);
  });

  it("refuses a guest (403) and an unknown, hidden or foreign project (400 naming project_id), creating nothing", async () => {
    const c = await fresh();
    const draft = (client: TestClient, projectId: unknown) => client.send("POST", `${ws(c)}/draft-issues/`, { project_id: projectId, name: "No" });
    expect((await draft(c.guest.client, c.project.id)).status).toBe(403);
    for (const projectId of [c.foreignProject.id, c.privateProject.id, randomUUID(), "nope", undefined]) {
      const res = await draft(c.member.client, projectId);
      expect(res.status, String(projectId)).toBe(400);
      expect(res.body.error).toMatch(/^project_id: /);
    }
    expect(await Issue.query(t.db).where("workspace_id", c.workspace.id).resultSize()).toBe(0);
  });

  it("converts the creator's draft into a work item through the ordinary update", async () => {
    const c = await fresh();
    const draft = await buildWorkItem(t.db, c.project, { is_draft: true, created_by_id: c.member.user.id });
    const path = `${ws(c)}/draft-issues/${draft.id}/draft-to-issue/`;
    expect((await c.admin.client.send("POST", path)).status).toBe(404);
    const events = recordEvents(t.server.services.events);
    const res = await c.member.client.send("POST", path, { name: "Now for real" });
    events.stop();
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ id: draft.id, is_draft: false, name: "Now for real" });
    // New to the project: it hears of the item once, whole, as it would of any new item. Its creator (who did
    // not follow this row-built draft) now follows it, as one follows what one makes, and hears that alone.
    expect(events.seen.map((event) => event.name)).toEqual(["work_item.created", "work_item_subscription.created"]);
    expect(events.seen[0]).toMatchObject({ id: draft.id, actor_id: c.member.user.id, data: { id: draft.id, is_draft: false, name: "Now for real" } });
    expect(events.seen[0]?.audience).toEqual({ kind: "project", workspace_id: c.workspace.id, project_id: c.project.id });
    const history = await IssueActivity.query(t.db).where({ issue_id: draft.id, field: "is_draft" });
    expect(history).toHaveLength(1);
    expect((await c.member.client.get(`${ws(c)}/draft-issues/`)).body.total_count).toBe(0);
    expect(idsOf((await c.member.client.get(`${ws(c)}/issues/`)).body)).toEqual([draft.id]);
    // No longer a draft: converting again, or converting a live item, finds nothing.
    expect((await c.member.client.send("POST", path)).status).toBe(404);
    expect((await c.member.client.send("POST", `${ws(c)}/draft-issues/not-an-id/draft-to-issue/`)).status).toBe(404);
  });

  it("tells only the draft's creator of what happens to it, comments included, until it is converted", async () => {
    const c = await fresh();
    const events = recordEvents(t.server.services.events);
    const created = await c.member.client.send("POST", `${ws(c)}/draft-issues/`, { project_id: c.project.id, name: "Private thought" });
    const item = `${ws(c)}/projects/${c.project.id}/issues/${created.body.id}/`;
    expect((await c.member.client.send("PATCH", item, { priority: "high" })).status).toBe(200);
    expect((await c.member.client.send("POST", `${item}comments/`, { comment_html: "<p>note to self</p>" })).status).toBe(201);
    expect((await c.member.client.send("DELETE", item)).status).toBe(204);
    events.stop();
    // Its creator follows it from the start (as everyone follows what they create); that too is theirs alone.
    expect(events.seen.map((event) => event.name)).toEqual(["work_item.created", "work_item_subscription.created", "work_item.updated", "work_item_comment.created", "work_item.deleted"]);
    for (const event of events.seen) expect(event.audience).toEqual({ kind: "users", workspace_id: c.workspace.id, user_ids: [c.member.user.id] });
    expect(events.seen[0]?.data).toMatchObject({ id: created.body.id, is_draft: true });
    expect(events.named("work_item.updated")[0]?.data).toMatchObject({ priority: "high" });
  });

  it("keeps a draft from everyone but its creator: by id, by key, in bulk and through its sub-resources", async () => {
    const c = await fresh();
    const created = await c.member.client.send("POST", `${ws(c)}/draft-issues/`, { project_id: c.project.id, name: "Private thought" });
    expect(created.status).toBe(201);
    const item = `${ws(c)}/projects/${c.project.id}/issues/${created.body.id}/`;
    const key = `${ws(c)}/work-items/${c.project.identifier}-${created.body.sequence_id}/`;
    const before = await Issue.query(t.db).findById(created.body.id);
    for (const other of [c.admin, c.guest]) {
      expect((await other.client.get(item)).status).toBe(404);
      expect((await other.client.get(key)).status).toBe(404);
      expect((await other.client.get(`${item}comments/`)).status).toBe(404);
    }
    // Even a project admin, who may change any of the project's work items, finds no such item.
    expect((await c.admin.client.send("PATCH", item, { name: "Read your mind" })).status).toBe(404);
    const bulk = await c.admin.client.send("POST", `${ws(c)}/projects/${c.project.id}/bulk-operation-issues/`, { issue_ids: [created.body.id], properties: { priority: "high" } });
    expect(bulk.status).toBe(400);
    expect(await Issue.query(t.db).findById(created.body.id)).toEqual(before);
    expect((await c.member.client.get(item)).status).toBe(200);
    expect((await c.member.client.get(key)).status).toBe(200);
  });
});

describe("one draft at Plane's paths: draft-issues/:id/ and draft-to-issue/:id/", () => {
  const draftPath = (c: WorkspaceItemsCast, id: string) => `${ws(c)}/draft-issues/${id}/`;

  it("reads, changes and deletes the caller's own draft through the work item commands, telling only its writer", async () => {
    const c = await fresh();
    const draft = await buildWorkItem(t.db, c.project, { is_draft: true, created_by_id: c.member.user.id });
    const read = await c.member.client.get(draftPath(c, draft.id));
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ id: draft.id, is_draft: true, project_id: c.project.id });

    const events = recordEvents(t.server.services.events);
    const changed = await c.member.client.send("PATCH", draftPath(c, draft.id), { name: "Better words", priority: "urgent" });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ id: draft.id, name: "Better words", priority: "urgent", is_draft: true });
    expect((await IssueActivity.query(t.db).where({ issue_id: draft.id, field: "priority" })).map((h) => h.new_value)).toEqual(["urgent"]);
    expect((await c.member.client.send("DELETE", draftPath(c, draft.id))).status).toBe(204);
    events.stop();
    expect(events.seen.map((event) => event.name)).toEqual(["work_item.updated", "work_item.deleted"]);
    for (const event of events.seen) expect(event.audience).toEqual({ kind: "users", workspace_id: c.workspace.id, user_ids: [c.member.user.id] });
    expect(await Issue.query(t.db).findById(draft.id)).toBeUndefined();
    expect((await c.member.client.get(draftPath(c, draft.id))).status).toBe(404);
  });

  it("answers 400 naming the field for a bad change, and changes nothing", async () => {
    const c = await fresh();
    const draft = await buildWorkItem(t.db, c.project, { is_draft: true, created_by_id: c.member.user.id });
    for (const body of [{ name: "" }, { priority: "loud" }, { start_date: "2026-02-02", target_date: "2026-01-01" }, { nope: 1 }]) {
      expect((await c.member.client.send("PATCH", draftPath(c, draft.id), body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await c.member.client.send("PATCH", draftPath(c, draft.id), { priority: "loud" })).body.details[0].path).toBe("priority");
    expect(await Issue.query(t.db).findById(draft.id)).toEqual(draft);
  });

  it("is a 404 on every verb for someone else's draft, a live item, a demoted writer's draft or a made-up id", async () => {
    const c = await fresh();
    const theirs = await buildWorkItem(t.db, c.project, { is_draft: true, created_by_id: c.member.user.id });
    const live = await buildWorkItem(t.db, c.project, { created_by_id: c.admin.user.id });
    const demoted = await buildProject(t.db, c.workspace, c.admin.user);
    await addProjectMember(t.db, demoted, c.guest.user, ROLE.MEMBER);
    const left = await buildWorkItem(t.db, demoted, { is_draft: true, created_by_id: c.guest.user.id });
    await ProjectMember.query(t.db).patch({ role: ROLE.GUEST }).where({ project_id: demoted.id, member_id: c.guest.user.id });
    const cases = [
      [c.admin, theirs.id],
      [c.guest, theirs.id],
      [c.admin, live.id],
      [c.guest, left.id],
      [c.member, randomUUID()],
      [c.member, "not-an-id"],
    ] as const;
    for (const [caller, id] of cases) {
      expect((await caller.client.get(draftPath(c, id))).status, id).toBe(404);
      expect((await caller.client.send("PATCH", draftPath(c, id), { name: "Mine now" })).status, id).toBe(404);
      expect((await caller.client.send("DELETE", draftPath(c, id))).status, id).toBe(404);
      expect((await caller.client.send("POST", `${ws(c)}/draft-to-issue/${id}/`, {})).status, id).toBe(404);
    }
    const after = await Issue.query(t.db).whereIn("id", [theirs.id, live.id, left.id]).orderBy("id");
    expect(after).toEqual([theirs, live, left].sort((a, b) => a.id.localeCompare(b.id)));
  });

  it("converts at Plane's draft-to-issue/:id/ as at the older path: one work_item.created for the project", async () => {
    const c = await fresh();
    const draft = await buildWorkItem(t.db, c.project, { is_draft: true, created_by_id: c.member.user.id });
    const events = recordEvents(t.server.services.events);
    const res = await c.member.client.send("POST", `${ws(c)}/draft-to-issue/${draft.id}/`, { priority: "low" });
    events.stop();
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ id: draft.id, is_draft: false, priority: "low" });
    // The project hears of the item once; its creator (who did not follow this row-built draft) now follows it, and hears that alone.
    expect(events.seen.map((event) => event.name)).toEqual(["work_item.created", "work_item_subscription.created"]);
    expect(events.seen[0]?.audience).toEqual({ kind: "project", workspace_id: c.workspace.id, project_id: c.project.id });
    expect((await c.member.client.get(draftPath(c, draft.id))).status).toBe(404);
  });
});
