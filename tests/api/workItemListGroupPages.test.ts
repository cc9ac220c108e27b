import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Project } from "../../db/models/Project.js";
import { State } from "../../db/models/State.js";
import { TestClient } from "../helpers/client.js";
import { buildLabel } from "../helpers/labels.js";
import { buildCastProject, buildProject } from "../helpers/projects.js";
import { startTestServer, type TestServer } from "../helpers/testServer.js";
import { buildWorkItem } from "../helpers/workItems.js";
import { buildWorkspace, workspaceCast, type WorkspaceCast } from "../helpers/workspaces.js";

/**
 * One group's (or one cell's) page of the list: group_id / sub_group_id beside group_by, so a board column
 * loads its next page without loading every other column's too.
 */
let t: TestServer;
let cast: WorkspaceCast;
let project: Project;
/** The project's state ids by group. */
let states: Record<"backlog" | "unstarted" | "started" | "completed" | "cancelled", string>;
let label: string;
/** Items by group, in sort order: five in the backlog, two in todo, one done. */
const backlog: string[] = [];
const todo: string[] = [];
let done = "";
let foreign: { stateId: string; itemId: string };

beforeAll(async () => {
  t = await startTestServer({ setUp: true });
  cast = await workspaceCast(t.db, t.baseUrl);
  project = await buildCastProject(t.db, cast);
  const rows = await State.query(t.db).where({ project_id: project.id, is_triage: false });
  states = Object.fromEntries(rows.map((state) => [state.group, state.id])) as typeof states;
  label = (await buildLabel(t.db, project, { name: "paged" })).id;
  const build = async (fields: Parameters<typeof buildWorkItem>[2]) => (await buildWorkItem(t.db, project, fields)).id;
  // The backlog's items alternate between high and low priority; the first three carry the label.
  for (let index = 0; index < 5; index += 1) {
    backlog.push(await build({ state_id: states.backlog, priority: index % 2 === 0 ? "high" : "low", label_ids: index < 3 ? [label] : [] }));
  }
  for (let index = 0; index < 2; index += 1) todo.push(await build({ state_id: states.unstarted, priority: "high", target_date: "2026-05-01" }));
  done = await build({ state_id: states.completed, label_ids: [label] });

  const other = await buildWorkspace(t.db, cast.admin.user);
  const otherProject = await buildProject(t.db, other, cast.admin.user);
  const otherState = await State.query(t.db).findOne({ project_id: otherProject.id, is_default: true });
  foreign = { stateId: otherState?.id ?? "", itemId: (await buildWorkItem(t.db, otherProject, {})).id };
});
afterAll(() => t.close());

const path = (query: string, projectId = project.id) => `/api/workspaces/${cast.workspace.slug}/projects/${projectId}/issues/?${query}`;
const list = async (query: string) => {
  const res = await cast.member.client.get(path(query));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};
const ids = (rows: { id: string }[]) => rows.map((row) => row.id);

describe("group_id: one group's pages", () => {
  it("reads the next page of the named group only, with that group's total and cursors", async () => {
    const first = await list(`group_by=state&per_page=2&group_id=${states.backlog}`);
    expect(Object.keys(first.results)).toEqual([states.backlog]);
    expect(ids(first.results[states.backlog].results)).toEqual(backlog.slice(0, 2));
    expect(first.results[states.backlog].total_results).toBe(5);
    expect(first).toMatchObject({ grouped_by: "state_id", total_count: 5, count: 2, next_cursor: "2:1:0", next_page_results: true, total_pages: 3 });

    const second = await list(`group_by=state&per_page=2&group_id=${states.backlog}&cursor=${first.next_cursor}`);
    expect(ids(second.results[states.backlog].results)).toEqual(backlog.slice(2, 4));
    const third = await list(`group_by=state&group_id=${states.backlog}&cursor=${second.next_cursor}`);
    expect(ids(third.results[states.backlog].results)).toEqual(backlog.slice(4));
    expect(third).toMatchObject({ next_page_results: false, prev_page_results: true, count: 1 });
  });

  it("pages a short group to its end while a long one still has more", async () => {
    const body = await list(`group_by=state&per_page=2&group_id=${states.unstarted}&cursor=2:0:0`);
    expect(ids(body.results[states.unstarted].results)).toEqual(todo);
    expect(body.next_page_results).toBe(false);
  });

  it("answers an empty group, and a page past a group's end, with the group and no rows", async () => {
    expect((await list(`group_by=state&group_id=${states.cancelled}`)).results).toEqual({ [states.cancelled]: { results: [], total_results: 0 } });
    const past = await list(`group_by=state&per_page=2&group_id=${states.unstarted}&cursor=2:5:0`);
    expect(past.results[states.unstarted]).toEqual({ results: [], total_results: 2 });
    expect(past.next_page_results).toBe(false);
  });

  it("reads a label's group without the item's other groups, and the None group", async () => {
    const labelled = await list(`group_by=labels&per_page=2&group_id=${label}&cursor=2:1:0`);
    expect(Object.keys(labelled.results)).toEqual([label]);
    expect(ids(labelled.results[label].results)).toEqual([backlog[2], done]);
    expect(labelled.results[label].total_results).toBe(4);
    const unlabelled = await list("group_by=labels&group_id=None");
    expect(ids(unlabelled.results.None.results)).toEqual([...backlog.slice(3), ...todo]);
  });

  it.each([
    ["priority", "high", () => [backlog[0], backlog[2], backlog[4], ...todo]],
    ["state__group", "backlog", () => backlog],
    ["target_date", "2026-05-01", () => todo],
    ["target_date", "None", () => [...backlog, done]],
  ] as const)("reads one group when grouped by %s (%s)", async (groupBy, name, expected) => {
    const body = await list(`group_by=${groupBy}&group_id=${name}`);
    expect(Object.keys(body.results)).toEqual([name]);
    expect(ids(body.results[name].results)).toEqual(expected());
  });

  it("applies the filters inside the group", async () => {
    const body = await list(`group_by=state&group_id=${states.backlog}&priority=low`);
    expect(ids(body.results[states.backlog].results)).toEqual([backlog[1], backlog[3]]);
    expect(body.results[states.backlog].total_results).toBe(2);
  });

  it("finds nothing under another project's state: the list stays inside the project", async () => {
    const body = await list(`group_by=state&group_id=${foreign.stateId}`);
    expect(body.results).toEqual({ [foreign.stateId]: { results: [], total_results: 0 } });
    expect(body.total_count).toBe(0);
  });
});

describe("sub_group_id: one cell of a sub-grouped list", () => {
  it("reads the named sub-group of the named group, page by page", async () => {
    const first = await list(`group_by=state&sub_group_by=priority&per_page=2&group_id=${states.backlog}&sub_group_id=high`);
    expect(Object.keys(first.results)).toEqual([states.backlog]);
    const cell = first.results[states.backlog];
    expect(Object.keys(cell.results)).toEqual(["high"]);
    expect(ids(cell.results.high.results)).toEqual([backlog[0], backlog[2]]);
    expect(cell.results.high.total_results).toBe(3);
    expect(first.next_page_results).toBe(true);
    const next = await list(`group_by=state&sub_group_by=priority&per_page=2&group_id=${states.backlog}&sub_group_id=high&cursor=${first.next_cursor}`);
    expect(ids(next.results[states.backlog].results.high.results)).toEqual([backlog[4]]);
    expect(next.next_page_results).toBe(false);
  });

  it("reads every sub-group of the named group when no sub-group is named", async () => {
    const body = await list(`group_by=state&sub_group_by=priority&group_id=${states.backlog}`);
    expect(Object.keys(body.results)).toEqual([states.backlog]);
    expect(Object.keys(body.results[states.backlog].results).sort()).toEqual(["high", "low"]);
  });
});

describe("group_id and sub_group_id refused", () => {
  it("answers 401 without a session and 404 for another workspace's project", async () => {
    expect((await new TestClient(t.baseUrl).get(path(`group_by=state&group_id=${states.backlog}`))).status).toBe(401);
    const foreignProject = await buildProject(t.db, await buildWorkspace(t.db, cast.admin.user), cast.admin.user);
    expect((await cast.admin.client.get(path(`group_by=state&group_id=${foreign.stateId}`, foreignProject.id))).status).toBe(404);
  });

  it.each([
    ["group_id", "group_id=None"],
    ["group_id", "group_by=state&group_id=not-a-uuid"],
    ["group_id", "group_by=state&group_id=%27%3B%20drop%20table%20issues%3B--"],
    ["group_id", "group_by=labels&group_id=null"],
    ["group_id", "group_by=priority&group_id=critical"],
    ["group_id", "group_by=priority&group_id=None"],
    ["group_id", "group_by=state__group&group_id=done"],
    ["group_id", "group_by=target_date&group_id=2026-13-01"],
    ["group_id", "group_by=target_date&group_id=0000-01-01"],
    ["group_id", `group_by=state&group_id=${"a".repeat(101)}`],
    ["group_id", "group_by=state&group_id=a&group_id=b"],
    ["sub_group_id", "group_by=state&sub_group_id=high"],
    ["sub_group_id", "group_by=state&sub_group_by=priority&sub_group_id=high"],
    ["sub_group_id", "group_by=state&sub_group_by=priority&group_id=None&sub_group_id=critical"],
  ])("answers 400 naming %s for %s", async (param, query) => {
    const res = await cast.member.client.get(path(query));
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.details[0].path).toBe(param);
  });
});
