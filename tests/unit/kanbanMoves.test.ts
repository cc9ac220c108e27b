import { describe, expect, it } from "vitest";
import { NONE_GROUP } from "../../api/contract/workItemDisplay.js";
import type { WorkItem } from "../../web/src/http/types.js";
import { cellDefaults, movePatch, neighboursAt } from "../../web/src/pages/workItems/layouts/kanban/moves.js";

const card: Pick<WorkItem, "state_id" | "priority" | "label_ids" | "assignee_ids" | "created_by" | "target_date"> = {
  state_id: "backlog", priority: "low", label_ids: ["bug"], assignee_ids: [], created_by: "u1", target_date: null,
};

describe("a card dropped on the board", () => {
  it("sets the column's value and a sort order between its new neighbours in hand-made order", () => {
    const patch = movePatch(card, { groupBy: "state", subGroupBy: null, orderBy: "sort_order" }, { group: "backlog", sub: null }, { group: "todo", sub: null }, 100, 200);
    expect(patch).toEqual({ state_id: "todo", sort_order: 150 });
  });

  it("swaps the neighbours when the column is shown in descending order, and steps past an end", () => {
    const grouping = { groupBy: "state", subGroupBy: null, orderBy: "-sort_order" } as const;
    expect(movePatch(card, grouping, { group: "backlog", sub: null }, { group: "todo", sub: null }, 300, 100)?.sort_order).toBe(200);
    expect(movePatch(card, grouping, { group: "backlog", sub: null }, { group: "todo", sub: null }, null, 100)?.sort_order).toBe(10100);
  });

  it("changes only the group when the board is ordered by something else", () => {
    const patch = movePatch(card, { groupBy: "priority", subGroupBy: null, orderBy: "-created_at" }, { group: "low", sub: null }, { group: "high", sub: null }, 1, 2);
    expect(patch).toEqual({ priority: "high" });
  });

  it("changes the swimlane's value too, and refuses a place no value reaches", () => {
    const grouping = { groupBy: "state", subGroupBy: "labels", orderBy: "priority" } as const;
    expect(movePatch(card, grouping, { group: "backlog", sub: "bug" }, { group: "todo", sub: "docs" }, null, null)).toEqual({ state_id: "todo", label_ids: ["docs"] });
    expect(movePatch(card, grouping, { group: "backlog", sub: "bug" }, { group: NONE_GROUP, sub: "bug" }, null, null)).toBeNull();
    expect(movePatch(card, { groupBy: "created_by", subGroupBy: null, orderBy: "sort_order" }, { group: "u1", sub: null }, { group: "u2", sub: null }, null, null)).toBeNull();
  });

  it("reads the neighbours at a drop index without counting the moving card", () => {
    const orders: Record<string, number> = { a: 10, b: 20, c: 30 };
    expect(neighboursAt(["a", "b", "c"], "a", 1, (id) => orders[id] ?? null)).toEqual({ above: 20, below: 30 });
    expect(neighboursAt(["a", "b"], "x", 0, (id) => orders[id] ?? null)).toEqual({ above: null, below: 10 });
    expect(neighboursAt(["a", "b"], "x", 2, (id) => orders[id] ?? null)).toEqual({ above: 20, below: null });
  });
});

describe("a column's quick add", () => {
  it("gives the new item the column's and lane's values, or none where it would land elsewhere", () => {
    expect(cellDefaults({ groupBy: "state", subGroupBy: "priority", orderBy: "sort_order" }, { group: "todo", sub: "high" })).toEqual({ state_id: "todo", priority: "high" });
    expect(cellDefaults({ groupBy: "labels", subGroupBy: null, orderBy: "sort_order" }, { group: NONE_GROUP, sub: null })).toEqual({});
    expect(cellDefaults({ groupBy: "state", subGroupBy: null, orderBy: "sort_order" }, { group: NONE_GROUP, sub: null })).toBeNull();
    expect(cellDefaults({ groupBy: "state__group", subGroupBy: null, orderBy: "sort_order" }, { group: "started", sub: null })).toBeNull();
  });
});
