import { describe, expect, it } from "vitest";
import { NONE_GROUP } from "../../api/contract/workItemDisplay.js";
import { sortOrderBetween, type StateGroup } from "../../api/contract/workItems.js";
import type { WorkItem } from "../../web/src/http/types.js";
import { amendWorkItem, putWorkItem } from "../../web/src/stores/workItemCache.js";
import { compareForOrder, groupChangePatch, groupDefaults, groupKeyOrder, groupKeysOf } from "../../web/src/stores/workItemGroups.js";
import { placeInList, removeFromList, workItemList } from "../../web/src/stores/workItemList.js";

const item = (id: string, fields: Partial<WorkItem> = {}): WorkItem => ({
  id, sequence_id: 1, name: id, sort_order: 65535, project_id: "p", workspace_id: "w", state_id: "todo", parent_id: null, priority: "none",
  estimate_point: null, assignee_ids: [], label_ids: [], cycle_id: null, module_ids: [], start_date: null, target_date: null, completed_at: null,
  archived_at: null, is_draft: false, is_epic: false, type_id: null, sub_issues_count: 0, attachment_count: 0, link_count: 0, state__group: null, created_at: "2026-01-01T00:00:00Z",
  updated_at: "2026-01-01T00:00:00Z", created_by: "u1", updated_by: null, ...fields,
});

describe("sort order between neighbours (SPEC.md section 9)", () => {
  it("takes the midpoint, steps 10000 past an end, and starts at 65535", () => {
    expect(sortOrderBetween(100, 200)).toBe(150);
    expect(sortOrderBetween(100, null)).toBe(10100);
    expect(sortOrderBetween(null, 100)).toBe(-9900);
    expect(sortOrderBetween(null, null)).toBe(65535);
  });
});

describe("group keys and drops", () => {
  const stateGroupOf = (id: string) => (id === "todo" ? "unstarted" : undefined);

  it("names the groups an item is in, None when empty", () => {
    const subject = item("a", { label_ids: ["l1", "l2"] });
    expect(groupKeysOf(subject, "labels", stateGroupOf)).toEqual(["l1", "l2"]);
    expect(groupKeysOf(subject, "assignees", stateGroupOf)).toEqual([NONE_GROUP]);
    expect(groupKeysOf(subject, "state__group", stateGroupOf)).toEqual(["unstarted"]);
    expect(groupKeysOf(subject, "target_date", stateGroupOf)).toEqual([NONE_GROUP]);
  });

  it("moves a label card out of its column and into the other, keeping its other labels", () => {
    const subject = item("a", { label_ids: ["l1", "l2"] });
    expect(groupChangePatch(subject, "labels", "l1", "l3")).toEqual({ label_ids: ["l2", "l3"] });
    expect(groupChangePatch(subject, "labels", "l1", NONE_GROUP)).toEqual({ label_ids: [] });
    expect(groupChangePatch(subject, "state", "todo", "done")).toEqual({ state_id: "done" });
    expect(groupChangePatch(subject, "state", "todo", NONE_GROUP)).toBeNull();
    expect(groupChangePatch(subject, "created_by", "u1", "u2")).toBeNull();
  });

  it("gives a column's quick add the column's value", () => {
    expect(groupDefaults("priority", "high")).toEqual({ priority: "high" });
    expect(groupDefaults("assignees", NONE_GROUP)).toEqual({});
  });

  it("orders like the server: empty dates last either way, priority by rank", () => {
    const dated = [item("a", { target_date: "2026-02-01" }), item("b"), item("c", { target_date: "2026-01-01" })];
    expect([...dated].sort(compareForOrder("target_date")).map((entry) => entry.id)).toEqual(["c", "a", "b"]);
    expect([...dated].sort(compareForOrder("-target_date")).map((entry) => entry.id)).toEqual(["a", "c", "b"]);
    const ranked = [item("low", { priority: "low" }), item("urgent", { priority: "urgent" }), item("none")];
    expect([...ranked].sort(compareForOrder("-priority")).map((entry) => entry.id)).toEqual(["urgent", "low", "none"]);
  });
});

describe("the list follows changes (SPEC.md section 4 lifecycle in lists)", () => {
  function showGroupedByState(items: WorkItem[]) {
    for (const entry of items) putWorkItem(entry);
    Object.assign(workItemList, {
      projectId: "p",
      state: "ready",
      totalCount: items.length,
      ids: [],
      query: { groupBy: "state", subGroupBy: null, orderBy: "sort_order", perPage: 50, showEmptyGroups: true, subIssue: true, filters: {} },
      groups: [
        { key: "todo", total: 2, ids: items.filter((entry) => entry.state_id === "todo").map((entry) => entry.id), subGroups: null },
        { key: "done", total: 0, ids: [], subGroups: null },
      ],
    });
  }

  it("moves a changed item to its new group at its place in the order, counts following", () => {
    showGroupedByState([item("a", { sort_order: 1 }), item("b", { sort_order: 2 })]);
    placeInList(amendWorkItem("b", { state_id: "done" }) as WorkItem);
    expect(workItemList.groups?.map((group) => [group.key, group.total, [...group.ids]])).toEqual([
      ["todo", 1, ["a"]],
      ["done", 1, ["b"]],
    ]);
    placeInList(amendWorkItem("a", { state_id: "done", sort_order: 5 }) as WorkItem);
    expect(workItemList.groups?.find((group) => group.key === "done")?.ids).toEqual(["b", "a"]);
  });

  it("adds a created item once and removes a deleted one from every group", () => {
    showGroupedByState([item("a", { sort_order: 1 })]);
    const created = item("new", { sort_order: 0 });
    putWorkItem(created);
    placeInList(created, { created: true });
    placeInList(created, { created: true });
    expect(workItemList.groups?.[0]?.ids).toEqual(["new", "a"]);
    expect(workItemList.totalCount).toBe(2);
    removeFromList("new");
    expect(workItemList.groups?.[0]?.ids).toEqual(["a"]);
    expect(workItemList.totalCount).toBe(1);
  });
});

describe("group order of the state groupings (SPEC.md section 3)", () => {
  const states: { id: string; group: StateGroup; sequence: number }[] = [
    { id: "done", group: "completed", sequence: 40000 },
    { id: "review", group: "started", sequence: 90000 },
    { id: "todo", group: "unstarted", sequence: 20000 },
    { id: "doing", group: "started", sequence: 30000 },
  ];

  it("puts states by group then sequence, None and unknown states last, state groups in their fixed order", () => {
    const byState = groupKeyOrder("state", states);
    expect(["review", NONE_GROUP, "done", "gone", "todo", "doing"].sort(byState ?? undefined)).toEqual(["todo", "doing", "review", "done", NONE_GROUP, "gone"]);
    const byGroup = groupKeyOrder("state__group", states);
    expect(["cancelled", NONE_GROUP, "started", "backlog"].sort(byGroup ?? undefined)).toEqual(["backlog", "started", "cancelled", NONE_GROUP]);
    expect(groupKeyOrder("priority", states)).toBeNull();
  });
});
