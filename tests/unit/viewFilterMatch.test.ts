import { describe, expect, it } from "vitest";
import type { WorkItem } from "../../web/src/http/types.js";
import { projectStates } from "../../web/src/stores/projectStates.js";
import { matchesListQuery, narrowsItems, type MatchQuery } from "../../web/src/stores/viewFilterMatch.js";
import { putWorkItem } from "../../web/src/stores/workItemCache.js";
import { followProjectStates, followRemoteItem, workItemList } from "../../web/src/stores/workItemList.js";

const item = (id: string, fields: Partial<WorkItem> = {}): WorkItem => ({
  id, sequence_id: 1, name: id, sort_order: 65535, project_id: "p", workspace_id: "w", state_id: "todo", parent_id: null, priority: "none",
  estimate_point: null, assignee_ids: [], label_ids: [], cycle_id: null, module_ids: [], start_date: null, target_date: null, completed_at: null,
  archived_at: null, is_draft: false, is_epic: false, type_id: null, sub_issues_count: 0, attachment_count: 0, link_count: 0, state__group: null, created_at: "2026-01-01T00:00:00Z",
  updated_at: "2026-01-01T00:00:00Z", created_by: "u1", updated_by: null, ...fields,
});

const query = (filters: MatchQuery["filters"], rest: Partial<MatchQuery> = {}): MatchQuery => ({ subIssue: true, type: null, filters, ...rest });
const GROUPS: Record<string, string> = { todo: "unstarted", doing: "started", done: "completed", later: "backlog" };
const stateGroupOf = (stateId: string) => GROUPS[stateId];
const matches = (fields: Partial<WorkItem>, q: MatchQuery) => matchesListQuery(item("x", fields), q, stateGroupOf);

describe("whether an item matches a layout's filters (as the list API decides)", () => {
  it("matches everything when nothing is chosen, and an empty or null entry chooses nothing", () => {
    expect(matches({}, query({}))).toBe(true);
    expect(matches({}, query({ priority: [], labels: null }))).toBe(true);
    expect(narrowsItems(query({ priority: [], labels: null }))).toBe(false);
    expect(narrowsItems(query({ priority: ["urgent"] }))).toBe(true);
    expect(narrowsItems(query({}, { subIssue: false }))).toBe(true);
    expect(narrowsItems(query({}, { extraFilters: { target_date: ["2026-01-01;after"] } }))).toBe(true);
  });

  it("never matches a draft or an archived item, nor a sub-issue when sub-issues are hidden", () => {
    expect(matches({ is_draft: true }, query({}))).toBe(false);
    expect(matches({ archived_at: "2026-01-02T00:00:00Z" }, query({}))).toBe(false);
    expect(matches({ parent_id: "parent" }, query({}, { subIssue: false }))).toBe(false);
    expect(matches({ parent_id: "parent" }, query({}))).toBe(true);
  });

  it("reads priority, state, creator: any of the chosen values", () => {
    expect(matches({ priority: "urgent" }, query({ priority: ["urgent", "high"] }))).toBe(true);
    expect(matches({ priority: "low" }, query({ priority: ["urgent", "high"] }))).toBe(false);
    expect(matches({ state_id: "doing" }, query({ state: ["doing"] }))).toBe(true);
    expect(matches({ state_id: "todo" }, query({ state: ["doing"] }))).toBe(false);
    expect(matches({ state_id: null }, query({ state: ["doing"] }))).toBe(false);
    expect(matches({ created_by: "u1" }, query({ created_by: ["u1"] }))).toBe(true);
    expect(matches({ created_by: "u2" }, query({ created_by: ["u1"] }))).toBe(false);
  });

  it("reads state groups and the display filter type through the item's state, and cannot tell for a state it does not know", () => {
    expect(matches({ state_id: "done" }, query({ state_group: ["completed"] }))).toBe(true);
    expect(matches({ state_id: "todo" }, query({ state_group: ["completed"] }))).toBe(false);
    expect(matches({ state_id: "doing" }, query({}, { type: "active" }))).toBe(true);
    expect(matches({ state_id: "later" }, query({}, { type: "active" }))).toBe(false);
    expect(matches({ state_id: "later" }, query({}, { type: "backlog" }))).toBe(true);
    expect(matches({ state_id: "new-elsewhere" }, query({ state_group: ["started"] }))).toBeNull();
    // One failing filter decides, even beside one the client cannot judge.
    expect(matches({ state_id: "new-elsewhere", priority: "low" }, query({ state_group: ["started"], priority: ["urgent"] }))).toBe(false);
  });

  it("reads assignees and labels as any of the ids, with None for items that have none", () => {
    expect(matches({ assignee_ids: ["a", "b"] }, query({ assignees: ["b"] }))).toBe(true);
    expect(matches({ assignee_ids: ["a"] }, query({ assignees: ["b"] }))).toBe(false);
    expect(matches({ assignee_ids: [] }, query({ assignees: ["b", "None"] }))).toBe(true);
    expect(matches({ assignee_ids: [] }, query({ assignees: ["b"] }))).toBe(false);
    expect(matches({ label_ids: ["bug"] }, query({ labels: ["None"] }))).toBe(false);
    expect(matches({ label_ids: ["bug"] }, query({ labels: ["bug"] }))).toBe(true);
  });

  it("reads absolute date bounds, all of them, with the layout's own days, and an empty day passes none", () => {
    const spring = query({ target_date: ["2026-03-01;after", "2026-03-31;before"] });
    expect(matches({ target_date: "2026-03-01" }, spring)).toBe(true);
    expect(matches({ target_date: "2026-03-31" }, spring)).toBe(true);
    expect(matches({ target_date: "2026-04-01" }, spring)).toBe(false);
    expect(matches({ target_date: null }, spring)).toBe(false);
    expect(matches({ start_date: "2026-02-01" }, query({ start_date: ["2026-01-01;after"] }, { extraFilters: { start_date: ["2026-01-31;before"] } }))).toBe(false);
  });

  it("leaves to the server what the item does not carry: mentions, subscribers, relative dates", () => {
    expect(matches({}, query({ mentions: ["u1"] }))).toBeNull();
    expect(matches({}, query({ subscriber: ["u1"] }))).toBeNull();
    expect(matches({ target_date: "2026-03-01" }, query({ target_date: ["2_weeks;after;fromnow"] }))).toBeNull();
  });
});

describe("an open layout follows a remote change by its filters", () => {
  function showPriorityFiltered(items: WorkItem[]) {
    for (const entry of items) putWorkItem(entry);
    Object.assign(workItemList, {
      projectId: "p",
      state: "ready",
      totalCount: items.length,
      ids: [],
      query: { groupBy: "state", subGroupBy: null, orderBy: "sort_order", perPage: 50, showEmptyGroups: true, subIssue: true, filters: { priority: ["urgent"] }, type: null },
      groups: [{ key: "todo", total: items.length, ids: items.map((entry) => entry.id), subGroups: null, nextCursor: null, moreState: "idle" }],
    });
  }
  const shown = () => workItemList.groups?.map((group) => [group.key, group.total, [...group.ids]]);

  it("keeps a new item that does not match out, and adds one that does, counts following", () => {
    showPriorityFiltered([item("a", { priority: "urgent", sort_order: 1 })]);
    expect(followRemoteItem(item("low", { priority: "low" }))).toBe(true);
    expect(shown()).toEqual([["todo", 1, ["a"]]]);
    expect(followRemoteItem(item("hot", { priority: "urgent", sort_order: 2 }))).toBe(true);
    expect(shown()).toEqual([["todo", 2, ["a", "hot"]]]);
    expect(workItemList.totalCount).toBe(2);
  });

  it("takes out an item changed to no longer match, and brings in one changed to start matching", () => {
    const a = item("a", { priority: "urgent", sort_order: 1 });
    const b = item("b", { priority: "low", sort_order: 2 });
    showPriorityFiltered([a]);
    putWorkItem(b);
    followRemoteItem({ ...a, priority: "low" }, a);
    expect(shown()).toEqual([["todo", 0, []]]);
    expect(workItemList.totalCount).toBe(0);
    followRemoteItem({ ...b, priority: "urgent" }, b);
    expect(shown()).toEqual([["todo", 1, ["b"]]]);
    expect(workItemList.totalCount).toBe(1);
  });

  it("leaves alone a matching item it does not show that matched before (beyond the pages loaded), and asks the server when it cannot tell", () => {
    showPriorityFiltered([item("a", { priority: "urgent" })]);
    const far = item("far", { priority: "urgent", name: "old" });
    expect(followRemoteItem({ ...far, name: "new" }, far)).toBe(true);
    expect(shown()).toEqual([["todo", 1, ["a"]]]);
    (workItemList.query as { filters: object }).filters = { mentions: ["u1"] };
    expect(followRemoteItem(item("m"))).toBe(false);
    expect(shown()).toEqual([["todo", 1, ["a"]]]);
  });
});

describe("the board's state columns follow the project's states", () => {
  it("adds an empty column for a new state in workflow order, and drops a deleted state's empty column", () => {
    Object.assign(projectStates, {
      projectId: "p",
      state: "ready",
      states: [
        { id: "todo", name: "Todo", group: "unstarted", sequence: 1, color: "#000", default: true },
        { id: "done", name: "Done", group: "completed", sequence: 2, color: "#000", default: false },
      ],
    });
    Object.assign(workItemList, {
      projectId: "p",
      query: { groupBy: "state", subGroupBy: null, orderBy: "sort_order", perPage: 50, showEmptyGroups: true, subIssue: true, filters: {}, type: null },
      groups: ["todo", "done"].map((key) => ({ key, total: 0, ids: [], subGroups: null, nextCursor: null, moreState: "idle" })),
    });
    projectStates.states.push({ id: "review", name: "Review", group: "started", sequence: 3, color: "#000", default: false } as never);
    followProjectStates();
    expect(workItemList.groups?.map((group) => group.key)).toEqual(["todo", "review", "done"]);
    projectStates.states = projectStates.states.filter((state) => state.id !== "review");
    followProjectStates();
    expect(workItemList.groups?.map((group) => group.key)).toEqual(["todo", "done"]);
  });
});
