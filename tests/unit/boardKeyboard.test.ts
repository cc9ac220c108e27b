import { describe, expect, it } from "vitest";
import { nextPlace, placeOf, type BoardGrid } from "../../web/src/pages/workItems/layouts/kanban/boardKeyboard.js";
import { cellKey } from "../../web/src/pages/workItems/layouts/kanban/moves.js";

/** One lane of three columns (the middle one empty) and a second lane; "b" shows in two cells, as with labels. */
const GRID: BoardGrid = [
  [
    { cell: { group: "todo", sub: "x" }, ids: ["a", "b", "c"] },
    { cell: { group: "doing", sub: "x" }, ids: [] },
    { cell: { group: "done", sub: "x" }, ids: ["d"] },
  ],
  [
    { cell: { group: "todo", sub: "y" }, ids: [] },
    { cell: { group: "doing", sub: "y" }, ids: ["b", "e"] },
    { cell: { group: "done", sub: "y" }, ids: [] },
  ],
];

describe("moving the keyboard on the board", () => {
  it("starts at the first card shown, and has nowhere to go on an empty board", () => {
    expect(nextPlace(GRID, null, { axis: "down", step: 1 })).toEqual({ lane: 0, column: 0, index: 0 });
    expect(nextPlace([[{ cell: { group: "todo", sub: null }, ids: [] }]], null, { axis: "down", step: -1 })).toBeNull();
  });

  it("moves within a column and stops at its ends", () => {
    expect(nextPlace(GRID, { lane: 0, column: 0, index: 1 }, { axis: "down", step: 1 })).toEqual({ lane: 0, column: 0, index: 2 });
    expect(nextPlace(GRID, { lane: 0, column: 0, index: 2 }, { axis: "down", step: 1 })).toEqual({ lane: 0, column: 0, index: 2 });
    expect(nextPlace(GRID, { lane: 0, column: 0, index: 0 }, { axis: "down", step: -1 })).toEqual({ lane: 0, column: 0, index: 0 });
  });

  it("moves across to the next column with cards, at the same height or its last card, and stays at the edge", () => {
    expect(nextPlace(GRID, { lane: 0, column: 0, index: 2 }, { axis: "across", step: 1 })).toEqual({ lane: 0, column: 2, index: 0 });
    expect(nextPlace(GRID, { lane: 0, column: 2, index: 0 }, { axis: "across", step: 1 })).toEqual({ lane: 0, column: 2, index: 0 });
    expect(nextPlace(GRID, { lane: 1, column: 1, index: 1 }, { axis: "across", step: -1 })).toEqual({ lane: 1, column: 1, index: 1 });
  });

  it("finds a card shown twice in the cell the keyboard was last in", () => {
    expect(placeOf(GRID, "b", null)).toEqual({ lane: 0, column: 0, index: 1 });
    expect(placeOf(GRID, "b", cellKey({ group: "doing", sub: "y" }))).toEqual({ lane: 1, column: 1, index: 0 });
    expect(placeOf(GRID, "zz", null)).toBeNull();
  });
});
