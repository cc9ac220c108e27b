import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Issue } from "../../db/models/Issue.js";
import { IssueActivity } from "../../db/models/IssueActivity.js";
import { IssueSubscriber } from "../../db/models/IssueSubscriber.js";
import type { Project } from "../../db/models/Project.js";
import { TestClient } from "../helpers/client.js";
import { buildLabel } from "../helpers/labels.js";
import { buildCastProject, buildProject } from "../helpers/projects.js";
import type { TestServer } from "../helpers/testServer.js";
import { recordEvents } from "../helpers/events.js";
import { startExtrasServer, type ExtrasCast } from "../helpers/workItemExtras.js";
import { stateOfGroup } from "../helpers/workItemLifecycle.js";
import { buildWorkItem, type WorkItemFields } from "../helpers/workItems.js";
import { buildWorkspace } from "../helpers/workspaces.js";

let t: TestServer;
let cast: ExtrasCast;
beforeAll(async () => {
  ({ t, cast } = await startExtrasServer());
});
afterAll(() => t.close());

const bulkUpdate = (projectId = cast.project.id) => `/api/workspaces/${cast.workspace.slug}/projects/${projectId}/bulk-operation-issues/`;
const bulkSubscribe = (projectId = cast.project.id) => `/api/workspaces/${cast.workspace.slug}/projects/${projectId}/bulk-subscribe-issues/`;
const item = (fields: WorkItemFields = {}, project: Project = cast.project) => buildWorkItem(t.db, project, fields);
const reload = async (issue: Issue) => {
  const row = await Issue.query(t.db).findById(issue.id);
  if (!row) throw new Error(`work item ${issue.id} is gone`);
  return row;
};
const linked = async (table: "issue_assignees" | "issue_labels", column: "assignee_id" | "label_id", issue: Issue) =>
  ((await t.db(table).where("issue_id", issue.id).pluck(column)) as string[]).sort();

/** Every row of every table that holds this workspace's rows: what "nothing changed" compares. */
async function snapshot(): Promise<Record<string, string[]>> {
  const tables = (await t.db("information_schema.columns").where({ table_schema: "public", column_name: "workspace_id" }).pluck("table_name")) as string[];
  const result: Record<string, string[]> = {};
  for (const table of tables.sort()) {
    const rows: unknown[] = await t.db(table).where("workspace_id", cast.workspace.id);
    result[table] = rows.map((row) => JSON.stringify(row)).sort();
  }
  return result;
}

describe("POST bulk-operation-issues/", () => {
  it("answers 401 without a session and changes nothing", async () => {
    const issue = await item();
    const res = await new TestClient(t.baseUrl).send("POST", bulkUpdate(), { issue_ids: [issue.id], properties: { priority: "high" } });
    expect(res.status).toBe(401);
    expect((await reload(issue)).priority).toBe("none");
  });

  it("answers 400 naming the field for malformed bodies, unknown properties and dates out of order", async () => {
    const issue = await item();
    const cases: [unknown, string][] = [
      [{ properties: { priority: "high" } }, "issue_ids"],
      [{ issue_ids: [], properties: { priority: "high" } }, "issue_ids"],
      [{ issue_ids: ["not-a-uuid"], properties: { priority: "high" } }, "issue_ids.0"],
      [{ issue_ids: [issue.id] }, "properties"],
      [{ issue_ids: [issue.id], properties: {} }, "properties"],
      [{ issue_ids: [issue.id], properties: { cycle_id: randomUUID() } }, "properties"],
      [{ issue_ids: [issue.id], properties: { name: "Renamed" } }, "properties"],
      [{ issue_ids: [issue.id], properties: { priority: "critical" } }, "properties.priority"],
      [{ issue_ids: [issue.id], properties: { state_id: "todo" } }, "properties.state_id"],
      [{ issue_ids: [issue.id], properties: { label_ids: "x" } }, "properties.label_ids"],
      [{ issue_ids: [issue.id], properties: { start_date: "31/01/2026" } }, "properties.start_date"],
      [{ issue_ids: [issue.id], properties: { start_date: "2026-02-01", target_date: "2026-01-01" } }, "properties.start_date"],
      [{ issue_ids: [issue.id], properties: { priority: "high" }, extra: true }, "body"],
    ];
    for (const [body, path] of cases) {
      const res = await cast.member.client.send("POST", bulkUpdate(), body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.details?.[0]?.path, JSON.stringify(res.body)).toBe(path);
    }
    const unknown = await cast.member.client.send("POST", bulkUpdate(), { issue_ids: [issue.id], properties: { cycle_id: randomUUID() } });
    expect(unknown.body.error).toContain("cycle_id");
    expect((await reload(issue)).updated_at).toEqual(issue.updated_at);
  });

  it("answers 403 to a guest and to a workspace member outside the project, and 404 for a project of another workspace", async () => {
    const issue = await item();
    for (const client of [cast.guest.client, cast.outsider.client]) {
      expect((await client.send("POST", bulkUpdate(), { issue_ids: [issue.id], properties: { priority: "high" } })).status).toBe(403);
    }
    const foreign = await cast.admin.client.send("POST", bulkUpdate(cast.foreignProject.id), { issue_ids: [issue.id], properties: { priority: "high" } });
    expect(foreign.status).toBe(404);
    expect((await reload(issue)).priority).toBe("none");
  });

  it("sets scalars and the state on every item, follows the state group with completed_at, writes history and announces each changed item once", async () => {
    const done = await stateOfGroup(t.db, cast.project, "completed");
    const started = await stateOfGroup(t.db, cast.project, "started");
    const first = await item({ priority: "low" });
    const second = await item({ priority: "medium" });
    const alreadyThere = await item({ priority: "urgent", state_id: done.id, start_date: "2026-03-01" });
    const historyBefore = await IssueActivity.query(t.db).where("issue_id", alreadyThere.id).resultSize();
    const events = recordEvents(t.server.services.events);
    const res = await cast.member.client.send("POST", bulkUpdate(), {
      issue_ids: [first.id, second.id, alreadyThere.id, first.id],
      properties: { priority: "urgent", state_id: done.id, start_date: "2026-03-01" },
    });
    events.stop();
    expect(res.status, JSON.stringify(res.body)).toBe(204);
    for (const issue of [first, second]) {
      const row = await reload(issue);
      expect(row).toMatchObject({ priority: "urgent", state_id: done.id, start_date: "2026-03-01", updated_by_id: cast.member.user.id });
      expect(row.completed_at).toBeInstanceOf(Date);
      const lines = await IssueActivity.query(t.db).where("issue_id", issue.id).orderBy("field");
      expect(lines.map((line) => [line.field, line.new_value, line.actor_id])).toEqual([
        ["priority", "urgent", cast.member.user.id],
        ["start_date", "2026-03-01", cast.member.user.id],
        ["state", done.name, cast.member.user.id],
      ]);
    }
    // Nothing to change on the third: no history, no event.
    expect(await IssueActivity.query(t.db).where("issue_id", alreadyThere.id).resultSize()).toBe(historyBefore);
    expect(events.seen.map((event) => [event.name, event.id]).sort()).toEqual([["work_item.updated", first.id], ["work_item.updated", second.id]].sort());
    expect(events.seen[0]?.data).toMatchObject({ priority: "urgent", state_id: done.id, start_date: "2026-03-01" });
    expect(events.seen.every((event) => event.project_id === cast.project.id && event.actor_id === cast.member.user.id)).toBe(true);
    for (const event of events.seen) expect(event.audience).toEqual({ kind: "project", workspace_id: cast.workspace.id, project_id: cast.project.id });
    // Only what changed: the name and the description did not.
    expect(events.seen[0]?.data).not.toHaveProperty("name");
    expect(events.seen[0]?.data).not.toHaveProperty("description_changed");

    // Leaving the completed group clears the stamp, as a single update does.
    expect((await cast.admin.client.send("POST", bulkUpdate(), { issue_ids: [first.id], properties: { state_id: started.id } })).status).toBe(204);
    expect((await reload(first)).completed_at).toBeNull();
  });

  it("merges assignees and labels into what each item has, without duplicates, and records only what was added", async () => {
    const [red, green, blue] = [await buildLabel(t.db, cast.project), await buildLabel(t.db, cast.project), await buildLabel(t.db, cast.project)];
    if (!red || !green || !blue) throw new Error("unreachable");
    const first = await item({ assignee_ids: [cast.admin.user.id], label_ids: [red.id] });
    const second = await item({ label_ids: [red.id, green.id] });
    const events = recordEvents(t.server.services.events);
    const res = await cast.member.client.send("POST", bulkUpdate(), {
      issue_ids: [first.id, second.id],
      properties: { assignee_ids: [cast.admin.user.id, cast.member.user.id, cast.member.user.id], label_ids: [green.id, blue.id] },
    });
    events.stop();
    expect(res.status, JSON.stringify(res.body)).toBe(204);
    expect(await linked("issue_assignees", "assignee_id", first)).toEqual([cast.admin.user.id, cast.member.user.id].sort());
    expect(await linked("issue_assignees", "assignee_id", second)).toEqual([cast.admin.user.id, cast.member.user.id].sort());
    expect(await linked("issue_labels", "label_id", first)).toEqual([red.id, green.id, blue.id].sort());
    expect(await linked("issue_labels", "label_id", second)).toEqual([red.id, green.id, blue.id].sort());
    const added = async (issue: Issue) =>
      (await IssueActivity.query(t.db).where("issue_id", issue.id).whereIn("field", ["assignees", "labels"])).map((line) => [line.field, line.new_identifier, line.old_identifier]).sort();
    expect(await added(first)).toEqual([["assignees", cast.member.user.id, null], ["labels", blue.id, null], ["labels", green.id, null]].sort());
    expect(await added(second)).toEqual([["assignees", cast.admin.user.id, null], ["assignees", cast.member.user.id, null], ["labels", blue.id, null]].sort());
    expect(events.named("work_item.updated")).toHaveLength(2);
    expect(events.named("work_item.updated").find((event) => event.id === first.id)?.data).toMatchObject({ label_ids: expect.arrayContaining([red.id, green.id, blue.id]) });

    // The same request again adds nothing: no history, no event.
    const again = recordEvents(t.server.services.events);
    expect((await cast.member.client.send("POST", bulkUpdate(), { issue_ids: [first.id], properties: { label_ids: [blue.id] } })).status).toBe(204);
    again.stop();
    expect(again.seen).toEqual([]);
  });

  it("announces each item's id lists as they are stored, in the database's order", async () => {
    const [red, green] = [await buildLabel(t.db, cast.project), await buildLabel(t.db, cast.project)];
    if (!red || !green) throw new Error("unreachable");
    const people = [cast.admin.user.id, cast.member.user.id].sort().reverse();
    const issue = await item({ assignee_ids: [people[0] ?? ""], label_ids: [[red.id, green.id].sort()[1] ?? ""] });
    const events = recordEvents(t.server.services.events);
    const res = await cast.member.client.send("POST", bulkUpdate(), { issue_ids: [issue.id], properties: { assignee_ids: people, label_ids: [red.id, green.id] } });
    events.stop();
    expect(res.status, JSON.stringify(res.body)).toBe(204);
    const [event] = events.named("work_item.updated");
    expect(event?.data).toMatchObject({ assignee_ids: await linked("issue_assignees", "assignee_id", issue), label_ids: await linked("issue_labels", "label_id", issue) });
    expect(event?.data).toMatchObject({ assignee_ids: [...people].sort(), label_ids: [red.id, green.id].sort() });
  });

  it("keeps an assignee who has since left the project when merging others in", async () => {
    const issue = await item({ assignee_ids: [cast.outsider.user.id] });
    const res = await cast.member.client.send("POST", bulkUpdate(), { issue_ids: [issue.id], properties: { assignee_ids: [cast.member.user.id] } });
    expect(res.status, JSON.stringify(res.body)).toBe(204);
    expect(await linked("issue_assignees", "assignee_id", issue)).toEqual([cast.outsider.user.id, cast.member.user.id].sort());
  });

  it("refuses a request that would put an item's start after its target, naming the field, and changes nothing", async () => {
    const early = await item({ start_date: "2026-01-01", target_date: "2026-01-10" });
    const late = await item({ start_date: "2026-05-01", target_date: "2026-05-10" });
    const before = await snapshot();
    const start = await cast.member.client.send("POST", bulkUpdate(), { issue_ids: [late.id, early.id], properties: { start_date: "2026-04-01", priority: "high" } });
    expect(start.status).toBe(400);
    expect(start.body.details[0].path).toBe("properties.start_date");
    expect(start.body.error).toContain(early.id);
    const target = await cast.member.client.send("POST", bulkUpdate(), { issue_ids: [early.id, late.id], properties: { target_date: "2026-02-01" } });
    expect(target.status).toBe(400);
    expect(target.body.details[0].path).toBe("properties.target_date");
    expect(await snapshot()).toEqual(before);

    // Both dates in one request are checked together, not against the stored ones.
    expect((await cast.member.client.send("POST", bulkUpdate(), { issue_ids: [early.id, late.id], properties: { start_date: "2026-06-01", target_date: "2026-06-30" } })).status).toBe(204);
    expect(await reload(early)).toMatchObject({ start_date: "2026-06-01", target_date: "2026-06-30" });
  });

  it("is all or nothing: one unknown or foreign id in any field changes nothing and announces nothing", async () => {
    const otherLabel = await buildLabel(t.db, cast.otherProject);
    const foreignWorkspace = await buildWorkspace(t.db, cast.admin.user);
    const foreignProject = await buildProject(t.db, foreignWorkspace, cast.admin.user);
    const foreignLabel = await buildLabel(t.db, foreignProject);
    const good = [await item({ priority: "low" }), await item({ priority: "low" })];
    const goodIds = good.map((issue) => issue.id);
    const label = await buildLabel(t.db, cast.project);
    const base = { priority: "urgent", label_ids: [label.id], assignee_ids: [cast.member.user.id] };
    const cases: [unknown, string][] = [
      [{ issue_ids: [...goodIds, (await item({}, cast.otherProject)).id], properties: base }, "issue_ids"],
      [{ issue_ids: [...goodIds, (await item({}, cast.foreignProject)).id], properties: base }, "issue_ids"],
      [{ issue_ids: [...goodIds, randomUUID()], properties: base }, "issue_ids"],
      [{ issue_ids: goodIds, properties: { ...base, state_id: (await stateOfGroup(t.db, cast.otherProject, "started")).id } }, "properties.state_id"],
      [{ issue_ids: goodIds, properties: { ...base, state_id: (await stateOfGroup(t.db, foreignProject, "started")).id } }, "properties.state_id"],
      [{ issue_ids: goodIds, properties: { ...base, state_id: randomUUID() } }, "properties.state_id"],
      [{ issue_ids: goodIds, properties: { ...base, label_ids: [label.id, otherLabel.id] } }, "properties.label_ids"],
      [{ issue_ids: goodIds, properties: { ...base, label_ids: [label.id, foreignLabel.id] } }, "properties.label_ids"],
      [{ issue_ids: goodIds, properties: { ...base, label_ids: [randomUUID()] } }, "properties.label_ids"],
      [{ issue_ids: goodIds, properties: { ...base, assignee_ids: [cast.member.user.id, cast.outsider.user.id] } }, "properties.assignee_ids"],
      [{ issue_ids: goodIds, properties: { ...base, assignee_ids: [cast.stranger.user.id] } }, "properties.assignee_ids"],
      [{ issue_ids: goodIds, properties: { ...base, assignee_ids: [randomUUID()] } }, "properties.assignee_ids"],
    ];
    const before = await snapshot();
    const events = recordEvents(t.server.services.events);
    for (const [body, path] of cases) {
      const res = await cast.admin.client.send("POST", bulkUpdate(), body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.details[0].path, JSON.stringify(res.body)).toBe(path);
    }
    events.stop();
    expect(events.seen).toEqual([]);
    expect(await snapshot()).toEqual(before);
    const missing = await cast.admin.client.send("POST", bulkUpdate(), cases[2]?.[0]);
    expect(missing.body.error).toContain("Work item not found");

    // The same request without the bad id goes through.
    expect((await cast.admin.client.send("POST", bulkUpdate(), { issue_ids: goodIds, properties: base })).status).toBe(204);
    expect((await reload(good[0] as Issue)).priority).toBe("urgent");
  });

  it("publishes one event per changed item once the transaction has committed", async () => {
    const project = await buildCastProject(t.db, cast);
    const issues = [await item({}, project), await item({}, project)];
    const events = recordEvents(t.server.services.events);
    const ok = await cast.member.client.send("POST", bulkUpdate(project.id), { issue_ids: issues.map((i) => i.id), properties: { priority: "high" } });
    expect(ok.status).toBe(204);
    // By the time the answer arrives the events are out, and each names a committed change.
    expect(events.named("work_item.updated").map((event) => event.id).sort()).toEqual(issues.map((i) => i.id).sort());
    for (const event of events.seen) expect((await Issue.query(t.db).findById(event.id))?.priority).toBe("high");
    events.stop();
  });
});

describe("POST bulk-subscribe-issues/", () => {
  const subscribers = async (issues: Issue[]) =>
    (await IssueSubscriber.query(t.db).whereIn("issue_id", issues.map((i) => i.id))).map((row) => `${row.issue_id}:${row.subscriber_id}`).sort();

  it("answers 401 without a session, 400 for a malformed body, 403 outside the project", async () => {
    const issue = await item();
    expect((await new TestClient(t.baseUrl).send("POST", bulkSubscribe(), { issue_ids: [issue.id] })).status).toBe(401);
    for (const body of [{}, { issue_ids: [] }, { issue_ids: ["nope"] }, { issue_ids: [issue.id], extra: 1 }]) {
      const res = await cast.member.client.send("POST", bulkSubscribe(), body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect((await cast.outsider.client.send("POST", bulkSubscribe(), { issue_ids: [issue.id] })).status).toBe(403);
    expect((await cast.admin.client.send("POST", bulkSubscribe(cast.foreignProject.id), { issue_ids: [issue.id] })).status).toBe(404);
    expect(await subscribers([issue])).toEqual([]);
  });

  it("subscribes the caller (a guest too) to each item once, announcing only new subscriptions", async () => {
    const issues = [await item(), await item(), await item()];
    await t.db("issue_subscribers").insert({ workspace_id: cast.workspace.id, project_id: cast.project.id, issue_id: issues[0]?.id, subscriber_id: cast.guest.user.id });
    const events = recordEvents(t.server.services.events);
    const res = await cast.guest.client.send("POST", bulkSubscribe(), { issue_ids: issues.map((i) => i.id) });
    expect(res.status, JSON.stringify(res.body)).toBe(204);
    expect((await cast.guest.client.send("POST", bulkSubscribe(), { issue_ids: issues.map((i) => i.id) })).status).toBe(204);
    events.stop();
    expect(await subscribers(issues)).toEqual(issues.map((i) => `${i.id}:${cast.guest.user.id}`).sort());
    expect(events.named("work_item_subscription.created").map((event) => (event.data as { issue: string }).issue).sort()).toEqual([issues[1]?.id, issues[2]?.id].sort());
    // Following is personal: only the follower hears of it.
    for (const event of events.seen) expect(event.audience).toEqual({ kind: "users", workspace_id: cast.workspace.id, user_ids: [cast.guest.user.id] });
    const detail = await cast.guest.client.get(`/api/workspaces/${cast.workspace.slug}/projects/${cast.project.id}/issues/${issues[2]?.id}/`);
    expect(detail.body.is_subscribed).toBe(true);
  });

  it("is all or nothing: an id of another project or workspace, or a made-up one, subscribes to nothing", async () => {
    const issues = [await item(), await item()];
    for (const bad of [(await item({}, cast.otherProject)).id, (await item({}, cast.foreignProject)).id, randomUUID()]) {
      const res = await cast.member.client.send("POST", bulkSubscribe(), { issue_ids: [...issues.map((i) => i.id), bad] });
      expect(res.status).toBe(400);
      expect(res.body.details[0].path).toBe("issue_ids");
    }
    expect(await subscribers(issues)).toEqual([]);
  });
});
