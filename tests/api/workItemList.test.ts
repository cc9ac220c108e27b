import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Project } from "../../db/models/Project.js";
import { State } from "../../db/models/State.js";
import { TestClient } from "../helpers/client.js";
import { buildLabel } from "../helpers/labels.js";
import { buildCastProject, buildProject } from "../helpers/projects.js";
import { startTestServer, type TestServer } from "../helpers/testServer.js";
import { buildWorkItem } from "../helpers/workItems.js";
import { buildWorkspace, workspaceCast, type WorkspaceCast } from "../helpers/workspaces.js";

let t: TestServer;
let cast: WorkspaceCast;
let project: Project;
/** The project's states by group. */
let states: Record<string, State>;
const labels: Record<"la" | "lb", string> = { la: "", lb: "" };
/** The live items a..e in creation (and sort) order. */
const items: Record<"a" | "b" | "c" | "d" | "e", string> = { a: "", b: "", c: "", d: "", e: "" };
let foreign: { project: Project; stateId: string; itemId: string };

beforeAll(async () => {
  t = await startTestServer({ setUp: true });
  cast = await workspaceCast(t.db, t.baseUrl);
  project = await buildCastProject(t.db, cast);
  const rows = await State.query(t.db).where({ project_id: project.id, is_triage: false });
  states = Object.fromEntries(rows.map((state) => [state.group, state]));
  labels.la = (await buildLabel(t.db, project, { name: "la", sortOrder: 1 })).id;
  labels.lb = (await buildLabel(t.db, project, { name: "lb", sortOrder: 2 })).id;
  const admin = cast.admin.user.id;
  const member = cast.member.user.id;
  const build = (fields: Parameters<typeof buildWorkItem>[2]) => buildWorkItem(t.db, project, fields);
  items.a = (await build({ state_id: states.backlog?.id, priority: "urgent", assignee_ids: [admin], label_ids: [labels.la], start_date: "2026-01-10", target_date: "2026-02-01" })).id;
  items.b = (await build({ state_id: states.unstarted?.id, priority: "high", assignee_ids: [member], label_ids: [labels.la, labels.lb], target_date: "2026-03-01" })).id;
  items.c = (await build({ state_id: states.started?.id, priority: "medium", created_by_id: member })).id;
  items.d = (await build({ state_id: states.started?.id, priority: "low", assignee_ids: [admin, member], parent_id: items.a })).id;
  items.e = (await build({ state_id: states.completed?.id, priority: "none" })).id;
  await build({ state_id: states.backlog?.id, archived_at: new Date() });
  await build({ state_id: states.backlog?.id, is_draft: true });
  await t.db("issue_subscribers").insert({ workspace_id: project.workspace_id, project_id: project.id, issue_id: items.c, subscriber_id: member });
  await t.db("issue_mentions").insert({ workspace_id: project.workspace_id, project_id: project.id, issue_id: items.b, mention_id: member });

  const other = await buildWorkspace(t.db, cast.admin.user);
  const otherProject = await buildProject(t.db, other, cast.admin.user);
  const otherState = await State.query(t.db).findOne({ project_id: otherProject.id, is_default: true });
  const otherItem = await buildWorkItem(t.db, otherProject, {});
  foreign = { project: otherProject, stateId: otherState?.id ?? "", itemId: otherItem.id };
});
afterAll(() => t.close());

const path = (query = "", projectId = project.id, slug = cast.workspace.slug) => `/api/workspaces/${slug}/projects/${projectId}/issues/${query ? `?${query}` : ""}`;
const list = async (query = "") => {
  const res = await cast.admin.client.get(path(query));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};
const ids = (rows: { id: string }[]) => rows.map((row) => row.id);
const names = (...keys: (keyof typeof items)[]) => keys.map((key) => items[key]);

describe("GET /api/workspaces/:slug/projects/:projectId/issues/ access", () => {
  it("answers 401 without a session", async () => {
    expect((await new TestClient(t.baseUrl).get(path())).status).toBe(401);
  });

  it("answers 403 to a workspace member who has not joined the project, 200 to its guest", async () => {
    const unjoined = await buildProject(t.db, cast.workspace, cast.admin.user);
    expect((await cast.member.client.get(path("", unjoined.id))).status).toBe(403);
    expect((await cast.guest.client.get(path())).status).toBe(200);
  });

  it("answers 404 for another workspace's project", async () => {
    expect((await cast.admin.client.get(path("", foreign.project.id))).status).toBe(404);
  });

  it.each([
    ["per_page", "per_page=0"], ["per_page", "per_page=1001"], ["per_page", "per_page=ten"], ["cursor", "cursor=abc"], ["cursor", "cursor=1:2"],
    ["group_by", "group_by=name"], ["sub_group_by", "group_by=state&sub_group_by=cycle"], ["sub_group_by", "group_by=state&sub_group_by=state"],
    ["order_by", "order_by=name"], ["order_by", "order_by=-id"], ["priority", "priority=high,critical"], ["state", "state=not-a-uuid"],
    ["state_group", "state_group=done"], ["assignees", "assignees=me"], ["labels", "labels=1"], ["created_by", "created_by=x"],
    ["mentions", "mentions=x"], ["subscriber", "subscriber=x"], ["start_date", "start_date=2026-13-01;after"], ["start_date", "start_date=0000-01-01;after"], ["target_date", "target_date=2026-01-01;around"],
    ["target_date", "target_date=2026-01-01&target_date=2026-01-02"], ["sub_issue", "sub_issue=maybe"], ["show_empty_groups", "show_empty_groups=1"],
  ])("answers 400 naming %s for %s", async (param, query) => {
    const res = await cast.admin.client.get(path(query));
    expect(res.status).toBe(400);
    expect(res.body.details[0].path).toBe(param);
  });
});

describe("ungrouped list", () => {
  it("lists live items only (no archived, no drafts) in sort order, in Plane's envelope", async () => {
    const body = await list();
    expect(ids(body.results)).toEqual(names("a", "b", "c", "d", "e"));
    expect(body).toMatchObject({
      grouped_by: null, sub_grouped_by: null, total_count: 5, total_results: 5, count: 5, total_pages: 1,
      next_cursor: "100:1:0", prev_cursor: "100:-1:1", next_page_results: false, prev_page_results: false, extra_stats: null,
    });
    const a = body.results[0];
    expect(a).toMatchObject({ priority: "urgent", state_id: states.backlog?.id, assignee_ids: [cast.admin.user.id], label_ids: [labels.la], sub_issues_count: 1 });
    expect(a).not.toHaveProperty("description_html");
  });

  it("pages with per_page:page:offset cursors", async () => {
    const first = await list("per_page=2");
    expect(ids(first.results)).toEqual(names("a", "b"));
    expect(first).toMatchObject({ next_cursor: "2:1:0", next_page_results: true, prev_page_results: false, total_pages: 3, count: 2, total_count: 5 });
    const second = await list(`per_page=2&cursor=${first.next_cursor}`);
    expect(ids(second.results)).toEqual(names("c", "d"));
    expect(second).toMatchObject({ next_page_results: true, prev_page_results: true });
    const third = await list(`cursor=${second.next_cursor}`);
    expect(ids(third.results)).toEqual(names("e"));
    expect(third).toMatchObject({ next_page_results: false, prev_page_results: true, count: 1 });
    expect((await list("per_page=2&cursor=2:9:0")).results).toEqual([]);
  });

  it.each([
    ["sort_order", ["a", "b", "c", "d", "e"]],
    ["-sort_order", ["e", "d", "c", "b", "a"]],
    ["created_at", ["a", "b", "c", "d", "e"]],
    ["-created_at", ["e", "d", "c", "b", "a"]],
    ["-priority", ["a", "b", "c", "d", "e"]],
    ["priority", ["e", "d", "c", "b", "a"]],
    ["target_date", ["a", "b", "c", "d", "e"]],
    ["-target_date", ["b", "a", "c", "d", "e"]],
    ["start_date", ["a", "b", "c", "d", "e"]],
  ] as const)("orders by %s", async (orderBy, expected) => {
    expect(ids((await list(`order_by=${orderBy}`)).results)).toEqual(names(...expected));
  });

  it("orders by updated_at both ways", async () => {
    await t.db("issues").where("id", items.c).update({ updated_at: new Date(Date.now() + 60_000) });
    expect(ids((await list("order_by=-updated_at")).results)[0]).toBe(items.c);
    expect(ids((await list("order_by=updated_at")).results).at(-1)).toBe(items.c);
  });

  it("hides sub-issues with sub_issue=false", async () => {
    expect(ids((await list("sub_issue=false")).results)).toEqual(names("a", "b", "c", "e"));
  });

  it.each([
    ["priority=urgent,high", ["a", "b"]],
    () => [`state=${states.started?.id}`, ["c", "d"]],
    ["state_group=started,completed", ["c", "d", "e"]],
    () => [`assignees=${cast.member.user.id}`, ["b", "d"]],
    () => [`assignees=None,${cast.admin.user.id}`, ["a", "c", "d", "e"]],
    () => [`labels=${labels.lb}`, ["b"]],
    ["labels=None", ["c", "d", "e"]],
    () => [`created_by=${cast.member.user.id}`, ["c"]],
    () => [`subscriber=${cast.member.user.id}`, ["c"]],
    () => [`mentions=${cast.member.user.id}`, ["b"]],
    () => [`mentions=${cast.admin.user.id},${cast.member.user.id}`, ["b"]],
    ["start_date=2026-01-01;after", ["a"]],
    ["target_date=2026-02-15;before", ["a"]],
    ["target_date=2026-01-15;after,2026-12-31;before", ["a", "b"]],
    ["target_date=500_weeks;before;fromnow", ["a", "b"]],
    () => [`priority=urgent,high,medium&assignees=${cast.admin.user.id}`, ["a"]],
  ] as const)("filters: %s", async (entry) => {
    const [query, expected] = typeof entry === "function" ? entry() : entry;
    expect(ids((await list(String(query))).results)).toEqual(names(...(expected as (keyof typeof items)[])));
  });

  it("matches nothing for ids of another project, a made-up id, or nobody", async () => {
    expect((await list(`state=${foreign.stateId}`)).results).toEqual([]);
    expect((await list(`assignees=${randomUUID()}`)).results).toEqual([]);
    expect((await list(`labels=${randomUUID()}`)).total_count).toBe(0);
    expect((await list(`mentions=${randomUUID()}`)).total_count).toBe(0);
  });
});

describe("grouped list", () => {
  it("gives every group its own page and total", async () => {
    const body = await list("group_by=state&per_page=1");
    expect(body).toMatchObject({ grouped_by: "state_id", sub_grouped_by: null, total_count: 5, count: 4, next_page_results: true, total_pages: 2 });
    const started = states.started?.id ?? "";
    expect(Object.keys(body.results).sort()).toEqual([states.backlog?.id, states.unstarted?.id, started, states.completed?.id].sort());
    expect(body.results[started].total_results).toBe(2);
    expect(ids(body.results[started].results)).toEqual(names("c"));
    const next = await list(`group_by=state&cursor=${body.next_cursor}`);
    expect(ids(next.results[started].results)).toEqual(names("d"));
    expect(next.results[states.backlog?.id ?? ""]).toEqual({ results: [], total_results: 1 });
    expect(next).toMatchObject({ next_page_results: false, prev_page_results: true, count: 1 });
  });

  it("shows empty groups in their display order only when asked", async () => {
    const body = await list("group_by=state&show_empty_groups=true");
    const ordered = await State.query(t.db).where({ project_id: project.id, is_triage: false }).orderBy("sequence");
    expect(Object.keys(body.results)).toEqual(ordered.map((state) => state.id));
    expect(body.results[states.cancelled?.id ?? ""]).toEqual({ results: [], total_results: 0 });
    const priorities = await list("group_by=priority&show_empty_groups=true&priority=urgent");
    expect(Object.keys(priorities.results)).toEqual(["urgent", "high", "medium", "low", "none"]);
    expect(Object.keys((await list("group_by=priority&priority=urgent")).results)).toEqual(["urgent"]);
  });

  it("groups by state group, creator and target date, with None for no value", async () => {
    const groups = await list("group_by=state__group");
    expect(groups.grouped_by).toBe("state__group");
    expect(ids(groups.results.started.results)).toEqual(names("c", "d"));
    const creators = await list("group_by=created_by");
    expect(ids(creators.results[cast.member.user.id].results)).toEqual(names("c"));
    const dates = await list("group_by=target_date");
    expect(Object.keys(dates.results).sort()).toEqual(["2026-02-01", "2026-03-01", "None"]);
    expect(dates.results.None.total_results).toBe(3);
  });

  it("puts an item in each of its labels' and assignees' groups", async () => {
    const byLabel = await list("group_by=labels");
    expect(byLabel.grouped_by).toBe("labels__id");
    expect(ids(byLabel.results[labels.la].results)).toEqual(names("a", "b"));
    expect(ids(byLabel.results[labels.lb].results)).toEqual(names("b"));
    expect(byLabel.results.None).toMatchObject({ total_results: 3 });
    expect(byLabel.total_count).toBe(5);
    const byAssignee = await list("group_by=assignees&show_empty_groups=true");
    expect(ids(byAssignee.results[cast.admin.user.id].results)).toEqual(names("a", "d"));
    expect(ids(byAssignee.results[cast.member.user.id].results)).toEqual(names("b", "d"));
    expect(byAssignee.results[cast.guest.user.id]).toEqual({ results: [], total_results: 0 });
    expect(ids(byAssignee.results.None.results)).toEqual(names("c", "e"));
  });

  it("sub-groups each group, with a page and total per sub-group", async () => {
    const body = await list("group_by=state&sub_group_by=priority&per_page=1");
    expect(body).toMatchObject({ grouped_by: "state_id", sub_grouped_by: "priority", total_count: 5 });
    const started = body.results[states.started?.id ?? ""];
    expect(started.total_results).toBe(2);
    expect(Object.keys(started.results).sort()).toEqual(["low", "medium"]);
    expect(started.results.medium).toEqual({ results: [expect.objectContaining({ id: items.c })], total_results: 1 });
    const withEmpty = await list("group_by=priority&sub_group_by=labels&show_empty_groups=true");
    expect(Object.keys(withEmpty.results.urgent.results)).toEqual([labels.la, labels.lb, "None"]);
    expect(ids(withEmpty.results.high.results[labels.lb].results)).toEqual(names("b"));
    expect(withEmpty.results.high.total_results).toBe(1);
  });

  it("drops a sub-grouping without a grouping (SPEC.md section 4)", async () => {
    const body = await list("sub_group_by=priority");
    expect(body.sub_grouped_by).toBeNull();
    expect(Array.isArray(body.results)).toBe(true);
  });
});

describe("Plane's server names for group_by and sub_group_by", () => {
  it.each([
    ["state_id", "state"], ["labels__id", "labels"], ["assignees__id", "assignees"],
  ])("groups by %s as by %s, and sub-groups by it too", async (plane, ours) => {
    const byPlane = await list(`group_by=${plane}&show_empty_groups=true`);
    expect(byPlane.grouped_by).toBe(plane);
    expect(byPlane).toEqual(await list(`group_by=${ours}&show_empty_groups=true`));
    expect(await list(`group_by=priority&sub_group_by=${plane}`)).toEqual(await list(`group_by=priority&sub_group_by=${ours}`));
  });

  it("refuses a sub-grouping that is the grouping under its other name", async () => {
    const res = await cast.admin.client.get(path("group_by=state&sub_group_by=state_id"));
    expect(res.status).toBe(400);
    expect(res.body.details[0].path).toBe("sub_group_by");
  });
});

describe("Plane's filters=<JSON>", () => {
  const filtered = (json: unknown, rest = "") => list(`filters=${encodeURIComponent(JSON.stringify(json))}${rest}`);

  it.each([
    ["an __in list as text", () => ({ priority__in: "urgent,high" }), ["a", "b"]],
    ["an __in list as an array", () => ({ priority__in: ["urgent", "high"] }), ["a", "b"]],
    ["a state group", () => ({ state_group: "started" }), ["c", "d"]],
    ["or", () => ({ or: [{ priority: "urgent" }, { label_id: labels.lb }] }), ["a", "b"]],
    ["not", () => ({ not: { state_group__in: "started,completed" } }), ["a", "b"]],
    ["and with a nested not", () => ({ and: [{ assignee_id: cast.admin.user.id }, { not: { priority: "low" } }] }), ["a"]],
    ["two fields of one object, both holding", () => ({ assignee_id__in: [cast.member.user.id], priority: "low" }), ["d"]],
    ["a date range, both ends included", () => ({ target_date__range: ["2026-01-15", "2026-02-01"] }), ["a"]],
    ["a not that keeps items without the value", () => ({ not: { target_date: "2026-02-01" } }), ["b", "c", "d", "e"]],
    ["an empty object", () => ({}), ["a", "b", "c", "d", "e"]],
  ] as const)("reads %s", async (_name, json, expected) => {
    expect(ids((await filtered(json())).results)).toEqual(names(...expected));
  });

  it("ands the JSON with the plain filters and applies it to every group", async () => {
    expect(ids((await filtered({ label_id: labels.lb }, "&priority=urgent,high")).results)).toEqual(names("b"));
    const grouped = await filtered({ priority: "low" }, "&group_by=state__group");
    expect(Object.keys(grouped.results)).toEqual(["started"]);
    expect(ids(grouped.results.started.results)).toEqual(names("d"));
    expect(grouped.total_count).toBe(1);
  });

  const deep = (levels: number): unknown => (levels === 0 ? { priority: "low" } : { not: deep(levels - 1) });
  it.each([
    ["not JSON", "{priority:low"],
    ["not an object", "[]"],
    ["an unknown field", JSON.stringify({ name: "x" })],
    ["a bad value", JSON.stringify({ priority: "critical" })],
    ["several values for a one-value field", JSON.stringify({ priority: "urgent,high" })],
    ["a UUID field with a non-UUID", JSON.stringify({ or: [{ state_id: "x" }] })],
    ["an empty and", JSON.stringify({ and: [] })],
    ["an and that is not a list", JSON.stringify({ and: { priority: "low" } })],
    ["a range of one date", JSON.stringify({ target_date__range: ["2026-01-01"] })],
    ["nesting deeper than five levels", JSON.stringify(deep(5))],
    ["an empty value", JSON.stringify({ label_id__in: [] })],
    ["text past the length cap", JSON.stringify({ or: Array.from({ length: 200 }, () => ({ label_id: randomUUID() })) })],
    // Names of Object.prototype's members are no filters either (they once read as one, or failed with a 500).
    ["a field named like an object member", JSON.stringify({ constructor: "x" })],
    ["an __in of an object member", JSON.stringify({ hasOwnProperty__in: "x" })],
    ["a __proto__ field", '{"__proto__":"x"}'],
  ])("answers 400 naming filters for %s", async (_name, text) => {
    const res = await cast.admin.client.get(path(`filters=${encodeURIComponent(text)}`));
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.details[0].path).toBe("filters");
  });

  it("reads four levels of nesting", async () => {
    expect(ids((await filtered(deep(4))).results)).toEqual(names("d"));
  });
});
