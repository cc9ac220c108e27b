import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Issue } from "../../db/models/Issue.js";
import { IssueActivity } from "../../db/models/IssueActivity.js";
import type { Project } from "../../db/models/Project.js";
import { TestClient } from "../helpers/client.js";
import { buildCastProject } from "../helpers/projects.js";
import type { TestServer } from "../helpers/testServer.js";
import { recordEvents } from "../helpers/events.js";
import { createWorkItem, startExtrasServer, type ExtrasCast } from "../helpers/workItemExtras.js";
import { finishedWorkItem, stateOfGroup } from "../helpers/workItemLifecycle.js";
import { buildWorkItem } from "../helpers/workItems.js";

let t: TestServer;
let cast: ExtrasCast;
beforeAll(async () => {
  ({ t, cast } = await startExtrasServer());
});
afterAll(() => t.close());

const projectPath = (projectId = cast.project.id) => `/api/workspaces/${cast.workspace.slug}/projects/${projectId}`;
const archivePath = (issueId: string, projectId?: string) => `${projectPath(projectId)}/issues/${issueId}/archive/`;
const bulkArchive = () => `${projectPath()}/bulk-archive-issues/`;
const bulkDelete = () => `${projectPath()}/bulk-delete-issues/`;
const datesPath = () => `${projectPath()}/issue-dates/`;
const archivedList = (query = "") => `${projectPath()}/archived-issues/${query}`;
const finished = (project: Project = cast.project, archived = false) => finishedWorkItem(t.db, project, { archived_at: archived ? new Date() : null });
const reload = (issue: Issue) => Issue.query(t.db).findById(issue.id);
/** Rows that must not move when a request is refused: the item itself and its history. */
const stateOf = async (issues: Issue[]) =>
  Promise.all(issues.map(async (issue) => ({ row: await reload(issue), history: await IssueActivity.query(t.db).where("issue_id", issue.id).resultSize() })));

describe("POST and DELETE issues/:id/archive/", () => {
  it("answers 401 without a session", async () => {
    const issue = await finished();
    const anonymous = new TestClient(t.baseUrl);
    expect((await anonymous.send("POST", archivePath(issue.id))).status).toBe(401);
    expect((await anonymous.send("DELETE", archivePath(issue.id))).status).toBe(401);
    expect((await reload(issue))?.archived_at).toBeNull();
  });

  it("archives a completed or cancelled item, writes history and announces it once; restore undoes it", async () => {
    const issue = await finished();
    const events = recordEvents(t.server.services.events);
    const res = await cast.member.client.send("POST", archivePath(issue.id));
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(["archived_at"]);
    expect(new Date(res.body.archived_at).toISOString()).toBe(res.body.archived_at);
    expect((await reload(issue))?.archived_at?.toISOString()).toBe(res.body.archived_at);
    const audience = { kind: "project", workspace_id: cast.workspace.id, project_id: cast.project.id };
    const [archived] = events.named("work_item.archived");
    expect(events.named("work_item.archived")).toHaveLength(1);
    expect(archived).toMatchObject({ id: issue.id, actor_id: cast.member.user.id, audience });
    expect(archived?.data).toMatchObject({ id: issue.id, archived_at: res.body.archived_at, sequence_id: issue.sequence_id });

    // An archived item is read-only: archiving it again is refused, and keeps the first date.
    const again = await cast.member.client.send("POST", archivePath(issue.id));
    expect(again.status).toBe(409);
    expect(again.body.error).toBe("This work item is archived, so it cannot be changed. Restore it to make changes.");
    expect((await reload(issue))?.archived_at?.toISOString()).toBe(res.body.archived_at);
    expect(events.named("work_item.archived")).toHaveLength(1);

    const list = await cast.member.client.get(`${projectPath()}/issues/`);
    expect(list.body.results.map((row: { id: string }) => row.id)).not.toContain(issue.id);

    const restored = await cast.admin.client.send("DELETE", archivePath(issue.id));
    expect(restored.status).toBe(204);
    expect((await reload(issue))?.archived_at).toBeNull();
    expect((await cast.admin.client.send("DELETE", archivePath(issue.id))).status).toBe(204);
    events.stop();
    expect(events.named("work_item.restored")).toHaveLength(1);
    expect(events.named("work_item.restored")[0]).toMatchObject({ id: issue.id, actor_id: cast.admin.user.id, audience, data: { id: issue.id, archived_at: null } });
    expect(events.seen.map((event) => event.name)).toEqual(["work_item.archived", "work_item.restored"]);
    const lines = await IssueActivity.query(t.db).where({ issue_id: issue.id, field: "archived_at" }).orderBy("created_at");
    expect(lines.map((line) => [line.old_value, line.new_value])).toEqual([[null, "manual_archive"], ["archive", "restore"]]);

    const cancelled = await buildWorkItem(t.db, cast.project, { state_id: (await stateOfGroup(t.db, cast.project, "cancelled")).id });
    expect((await cast.member.client.send("POST", archivePath(cancelled.id))).status).toBe(200);
  });

  it("answers 400 with Plane's message for an unfinished item or a draft, and changes nothing", async () => {
    const open = await createWorkItem(t.db, cast.project, cast.admin.user);
    const draft = await finishedWorkItem(t.db, cast.project, { is_draft: true, created_by_id: cast.member.user.id });
    const before = await stateOf([open, draft]);
    const res = await cast.member.client.send("POST", archivePath(open.id));
    expect(res.status).toBe(400);
    expect(res.body.error).toBe("Can only archive completed or cancelled state group issue");
    expect((await cast.member.client.send("POST", archivePath(draft.id))).status).toBe(400);
    expect(await stateOf([open, draft])).toEqual(before);
  });

  it("answers 403 to a guest and to a workspace member outside the project", async () => {
    const issue = await finished();
    const archived = await finished(cast.project, true);
    for (const client of [cast.guest.client, cast.outsider.client]) {
      expect((await client.send("POST", archivePath(issue.id))).status).toBe(403);
      expect((await client.send("DELETE", archivePath(archived.id))).status).toBe(403);
    }
    expect((await reload(issue))?.archived_at).toBeNull();
    expect((await reload(archived))?.archived_at).not.toBeNull();
  });

  it("answers 404 for an unknown item, another project's or another workspace's, and changes nothing", async () => {
    const elsewhere = await finished(cast.otherProject);
    const foreign = await finished(cast.foreignProject);
    const before = await stateOf([elsewhere, foreign]);
    for (const id of [randomUUID(), "not-a-uuid", elsewhere.id, foreign.id]) {
      const res = await cast.admin.client.send("POST", archivePath(id));
      expect(res.status).toBe(404);
      expect(res.body.error).toBe("Work item not found");
      expect((await cast.admin.client.send("DELETE", archivePath(id))).status).toBe(404);
    }
    expect(await stateOf([elsewhere, foreign])).toEqual(before);
  });
});

describe("GET archived-issues/", () => {
  it("lists this project's archived items only, in the list's envelope, paged by per_page and cursor", async () => {
    const project = await buildCastProject(t.db, cast);
    const archived = [await finished(project, true), await finished(project, true), await finished(project, true)];
    await finished(project);
    await finishedWorkItem(t.db, project, { archived_at: new Date(), is_draft: true });
    await finished(cast.otherProject, true);
    const path = (query: string) => `${projectPath(project.id)}/archived-issues/${query}`;
    const first = await cast.member.client.get(path("?per_page=2"));
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ total_count: 3, count: 2, next_page_results: true, prev_page_results: false, grouped_by: null, total_pages: 2 });
    const second = await cast.member.client.get(path(`?cursor=${first.body.next_cursor}`));
    expect(second.body).toMatchObject({ count: 1, next_page_results: false, prev_page_results: true });
    const ids = [...first.body.results, ...second.body.results].map((row: { id: string; archived_at: string | null }) => row.id);
    expect(ids.sort()).toEqual(archived.map((issue) => issue.id).sort());
    expect(first.body.results[0].archived_at).not.toBeNull();
  });

  it("answers 401, 400, 403 and 404 as the other project routes do", async () => {
    expect((await new TestClient(t.baseUrl).get(archivedList())).status).toBe(401);
    const bad = await cast.member.client.get(archivedList("?per_page=0"));
    expect(bad.status).toBe(400);
    expect(bad.body.details[0].path).toBe("per_page");
    expect((await cast.member.client.get(archivedList("?cursor=x"))).status).toBe(400);
    expect((await cast.guest.client.get(archivedList())).status).toBe(403);
    expect((await cast.outsider.client.get(archivedList())).status).toBe(403);
    expect((await cast.admin.client.get(`${projectPath(cast.foreignProject.id)}/archived-issues/`)).status).toBe(404);
  });
});

describe("POST bulk-archive-issues/", () => {
  it("archives every named item with one date, one history line and one event each", async () => {
    const items = [await finished(), await finished()];
    const events = recordEvents(t.server.services.events);
    const res = await cast.member.client.send("POST", bulkArchive(), { issue_ids: items.map((issue) => issue.id) });
    events.stop();
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(["archived_at"]);
    for (const issue of items) expect((await reload(issue))?.archived_at?.toISOString()).toBe(res.body.archived_at);
    expect(events.named("work_item.archived").map((event) => event.id).sort()).toEqual(items.map((issue) => issue.id).sort());
    expect(events.seen.map((event) => event.name)).toEqual(["work_item.archived", "work_item.archived"]);
    for (const event of events.seen) {
      expect(event.audience).toEqual({ kind: "project", workspace_id: cast.workspace.id, project_id: cast.project.id });
      expect(event.data).toMatchObject({ id: event.id, archived_at: res.body.archived_at });
    }
    expect(await IssueActivity.query(t.db).whereIn("issue_id", items.map((issue) => issue.id)).where("field", "archived_at").resultSize()).toBe(2);
  });

  it("answers 400 naming issue_ids and changes nothing when any item is foreign, unknown or unfinished", async () => {
    const mine = await finished();
    const open = await createWorkItem(t.db, cast.project, cast.admin.user);
    const elsewhere = await finished(cast.otherProject);
    const foreign = await finished(cast.foreignProject);
    const before = await stateOf([mine, elsewhere, foreign, open]);
    const post = async (body: unknown) => {
      const res = await cast.member.client.send("POST", bulkArchive(), body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      return res.body;
    };
    for (const id of [elsewhere.id, foreign.id, randomUUID()]) {
      const body = await post({ issue_ids: [mine.id, id] });
      expect(body.details[0].path).toBe("issue_ids");
      expect(body.error).toContain("Work item not found");
      expect(body.error).toContain(id);
    }
    expect((await post({ issue_ids: [mine.id, open.id] })).error).toBe("Can only archive completed or cancelled state group issue");
    expect((await post({ issue_ids: [] })).details[0].path).toBe("issue_ids");
    expect((await post({})).details[0].path).toBe("issue_ids");
    expect((await post({ issue_ids: ["nope"] })).details[0].path).toBe("issue_ids.0");
    expect((await post({ issue_ids: Array.from({ length: 1001 }, () => randomUUID()) })).details[0].path).toBe("issue_ids");
    expect(await stateOf([mine, elsewhere, foreign, open])).toEqual(before);
  });

  it("answers 401 without a session and 403 to a guest, changing nothing", async () => {
    const issue = await finished();
    expect((await new TestClient(t.baseUrl).send("POST", bulkArchive(), { issue_ids: [issue.id] })).status).toBe(401);
    expect((await cast.guest.client.send("POST", bulkArchive(), { issue_ids: [issue.id] })).status).toBe(403);
    expect((await reload(issue))?.archived_at).toBeNull();
  });
});

describe("POST and DELETE bulk-delete-issues/", () => {
  it("deletes every named item for a project admin and announces each", async () => {
    const items = [await createWorkItem(t.db, cast.project, cast.member.user), await finished(cast.project, true)];
    const events = recordEvents(t.server.services.events);
    const res = await cast.admin.client.send("POST", bulkDelete(), { issue_ids: items.map((issue) => issue.id) });
    events.stop();
    expect(res.status).toBe(204);
    expect(await Issue.query(t.db).whereIn("id", items.map((issue) => issue.id)).resultSize()).toBe(0);
    expect(events.named("work_item.deleted").map((event) => event.id).sort()).toEqual(items.map((issue) => issue.id).sort());
    for (const event of events.seen) {
      expect(event).toMatchObject({ name: "work_item.deleted", actor_id: cast.admin.user.id, data: { id: event.id, project: cast.project.id } });
      expect(event.audience).toEqual({ kind: "project", workspace_id: cast.workspace.id, project_id: cast.project.id });
    }
  });

  it("answers Plane's DELETE as it answers POST", async () => {
    const items = [await createWorkItem(t.db, cast.project, cast.member.user), await createWorkItem(t.db, cast.project, cast.admin.user)];
    const events = recordEvents(t.server.services.events);
    const res = await cast.admin.client.send("DELETE", bulkDelete(), { issue_ids: items.map((issue) => issue.id) });
    events.stop();
    expect(res.status).toBe(204);
    expect(await Issue.query(t.db).whereIn("id", items.map((issue) => issue.id)).resultSize()).toBe(0);
    expect(events.named("work_item.deleted").map((event) => event.id).sort()).toEqual(items.map((issue) => issue.id).sort());
    const own = await createWorkItem(t.db, cast.project, cast.member.user);
    expect((await cast.member.client.send("DELETE", bulkDelete(), { issue_ids: [own.id] })).status).toBe(403);
    expect((await cast.admin.client.send("DELETE", bulkDelete(), { issue_ids: "x" })).status).toBe(400);
    expect(await reload(own)).toBeDefined();
  });

  it("answers 401, and 403 to members and guests even for their own items, deleting nothing", async () => {
    const own = await createWorkItem(t.db, cast.project, cast.member.user);
    expect((await new TestClient(t.baseUrl).send("POST", bulkDelete(), { issue_ids: [own.id] })).status).toBe(401);
    expect((await cast.member.client.send("POST", bulkDelete(), { issue_ids: [own.id] })).status).toBe(403);
    expect((await cast.guest.client.send("POST", bulkDelete(), { issue_ids: [own.id] })).status).toBe(403);
    expect(await reload(own)).toBeDefined();
  });

  it("answers 400 naming issue_ids when any id is not this project's, deleting nothing; 404 for a foreign project", async () => {
    const mine = await createWorkItem(t.db, cast.project, cast.admin.user);
    const elsewhere = await createWorkItem(t.db, cast.otherProject, cast.admin.user);
    const foreign = await createWorkItem(t.db, cast.foreignProject, cast.admin.user);
    for (const id of [elsewhere.id, foreign.id, randomUUID()]) {
      const res = await cast.admin.client.send("POST", bulkDelete(), { issue_ids: [mine.id, id] });
      expect(res.status).toBe(400);
      expect(res.body.details[0].path).toBe("issue_ids");
    }
    expect((await cast.admin.client.send("POST", bulkDelete(), { issue_ids: "x" })).status).toBe(400);
    const wrongProject = await cast.admin.client.send("POST", `${projectPath(cast.foreignProject.id)}/bulk-delete-issues/`, { issue_ids: [foreign.id] });
    expect(wrongProject.status).toBe(404);
    expect(await Issue.query(t.db).whereIn("id", [mine.id, elsewhere.id, foreign.id]).resultSize()).toBe(3);
  });
});

describe("POST issue-dates/", () => {
  it("moves dates, writes one history line per changed date and one event per changed item", async () => {
    const a = await buildWorkItem(t.db, cast.project, { start_date: "2026-01-01", target_date: "2026-01-10" });
    const b = await buildWorkItem(t.db, cast.project, { target_date: "2026-03-01" });
    const c = await buildWorkItem(t.db, cast.project, { start_date: "2026-02-01" });
    const events = recordEvents(t.server.services.events);
    const res = await cast.member.client.send("POST", datesPath(), {
      updates: [
        { id: a.id, start_date: "2026-01-05", target_date: "2026-01-20" },
        { id: b.id, start_date: "2026-02-15" },
        { id: c.id, start_date: "2026-02-01" },
      ],
    });
    events.stop();
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: "Issues updated successfully" });
    expect(await reload(a)).toMatchObject({ start_date: "2026-01-05", target_date: "2026-01-20" });
    expect(await reload(b)).toMatchObject({ start_date: "2026-02-15", target_date: "2026-03-01" });
    expect(events.named("work_item.updated").map((event) => event.id).sort()).toEqual([a.id, b.id].sort());
    expect(events.seen).toHaveLength(2);
    const movedB = events.named("work_item.updated").find((event) => event.id === b.id)?.data;
    expect(movedB).toMatchObject({ start_date: "2026-02-15" });
    expect(movedB).not.toHaveProperty("target_date");
    for (const event of events.seen) expect(event.audience).toEqual({ kind: "project", workspace_id: cast.workspace.id, project_id: cast.project.id });
    const lines = await IssueActivity.query(t.db).whereIn("issue_id", [a.id, b.id, c.id]).orderBy(["issue_id", "field"]);
    expect(lines).toHaveLength(3);
    expect(lines.filter((line) => line.issue_id === a.id).map((line) => [line.field, line.old_value, line.new_value])).toEqual([
      ["start_date", "2026-01-01", "2026-01-05"],
      ["target_date", "2026-01-10", "2026-01-20"],
    ]);
    // A bare list (the brief's shape) is taken too, and an empty one does nothing.
    expect((await cast.member.client.send("POST", datesPath(), [{ id: c.id, target_date: "2026-02-02" }])).status).toBe(200);
    expect((await reload(c))?.target_date).toBe("2026-02-02");
    expect((await cast.member.client.send("POST", datesPath(), { updates: [] })).status).toBe(200);
  });

  it("answers 400 naming the entry for a bad date, a reversed pair or a foreign id, and changes nothing", async () => {
    const a = await buildWorkItem(t.db, cast.project, { start_date: "2026-01-01", target_date: "2026-01-10" });
    const b = await buildWorkItem(t.db, cast.project);
    const elsewhere = await buildWorkItem(t.db, cast.otherProject);
    const foreign = await buildWorkItem(t.db, cast.foreignProject);
    const before = await stateOf([a, b, elsewhere, foreign]);
    const post = async (updates: unknown) => {
      const res = await cast.member.client.send("POST", datesPath(), { updates });
      expect(res.status, JSON.stringify(updates)).toBe(400);
      return res.body;
    };
    const ok = { id: b.id, start_date: "2026-05-01" };
    expect((await post([ok, { id: a.id, start_date: "2026-13-01" }])).details[0].path).toBe("updates.1.start_date");
    expect((await post([ok, { id: a.id, target_date: "01/02/2026" }])).details[0].path).toBe("updates.1.target_date");
    const reversed = await post([ok, { id: a.id, start_date: "2026-02-01" }]);
    expect(reversed.details[0].path).toBe("updates.1.start_date");
    expect(reversed.error).toBe("Start date cannot exceed target date");
    expect((await post([ok, { id: a.id, start_date: "2026-01-09", target_date: "2026-01-08" }])).error).toBe("Start date cannot exceed target date");
    expect((await post([ok, { id: "nope" }])).details[0].path).toBe("updates.1.id");
    expect((await post([ok, ok])).details[0].path).toBe("updates.1.id");
    for (const id of [elsewhere.id, foreign.id, randomUUID()]) {
      const body = await post([ok, { id, start_date: "2026-01-01" }]);
      expect(body.details[0].path).toBe("updates");
      expect(body.error).toContain("Work item not found");
    }
    expect(await stateOf([a, b, elsewhere, foreign])).toEqual(before);
  });

  it("answers 401 without a session, 403 to a guest and 404 for another workspace's project", async () => {
    const a = await buildWorkItem(t.db, cast.project);
    const body = { updates: [{ id: a.id, start_date: "2026-01-01" }] };
    expect((await new TestClient(t.baseUrl).send("POST", datesPath(), body)).status).toBe(401);
    expect((await cast.guest.client.send("POST", datesPath(), body)).status).toBe(403);
    expect((await cast.admin.client.send("POST", `${projectPath(cast.foreignProject.id)}/issue-dates/`, body)).status).toBe(404);
    expect((await reload(a))?.start_date).toBeNull();
  });
});
