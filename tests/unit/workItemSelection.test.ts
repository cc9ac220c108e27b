import { beforeEach, describe, expect, it } from "vitest";
import { clearSelectedWorkItems, selectWorkItemRange, setFocusedWorkItem, toggleSelectedWorkItem, workItemFocus } from "../../web/src/stores/workItemFocus.js";

const ORDER = ["a", "b", "c", "d", "e", "f"];

describe("selecting work items with Shift+click", () => {
  beforeEach(() => {
    clearSelectedWorkItems();
    workItemFocus.focusedId = null;
  });

  it("spans from the row last picked to the clicked one, in either direction", () => {
    toggleSelectedWorkItem("b");
    selectWorkItemRange(ORDER, "d");
    expect([...workItemFocus.selectedIds].sort()).toEqual(["b", "c", "d"]);
    clearSelectedWorkItems();
    toggleSelectedWorkItem("e");
    selectWorkItemRange(ORDER, "c");
    expect([...workItemFocus.selectedIds].sort()).toEqual(["c", "d", "e"]);
  });

  it("keeps rows picked before and adds each row once", () => {
    toggleSelectedWorkItem("a");
    toggleSelectedWorkItem("c");
    selectWorkItemRange(ORDER, "e");
    expect([...workItemFocus.selectedIds].sort()).toEqual(["a", "c", "d", "e"]);
    expect(workItemFocus.selectedIds.length).toBe(4);
  });

  it("starts from the focused row when nothing was picked, and from the clicked row alone when nothing is focused", () => {
    setFocusedWorkItem("b");
    selectWorkItemRange(ORDER, "c");
    expect([...workItemFocus.selectedIds].sort()).toEqual(["b", "c"]);
    clearSelectedWorkItems();
    workItemFocus.focusedId = null;
    selectWorkItemRange(ORDER, "f");
    expect([...workItemFocus.selectedIds]).toEqual(["f"]);
  });

  it("spans on from the last Shift+click, and ignores a row no longer shown", () => {
    toggleSelectedWorkItem("a");
    selectWorkItemRange(ORDER, "b");
    selectWorkItemRange(ORDER, "d");
    expect([...workItemFocus.selectedIds].sort()).toEqual(["a", "b", "c", "d"]);
    selectWorkItemRange(ORDER, "gone");
    expect(workItemFocus.selectedIds.length).toBe(4);
  });
});
