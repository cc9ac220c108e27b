import { cellKey, type Cell } from "./moves";

/** A cell on screen with the ids of its loaded cards, in order. */
export interface GridCell {
  cell: Cell;
  ids: readonly string[];
}

/** The cells on screen lane by lane, each lane's cells left to right; folded columns and lanes left out. */
export type BoardGrid = readonly (readonly GridCell[])[];

/** A card's place on the board: its lane, its column among the cells shown, its index in the cell. */
export interface CardPlace {
  lane: number;
  column: number;
  index: number;
}

/** Down and up inside a column; across to the next column with cards. */
export interface BoardMove {
  axis: "down" | "across";
  step: 1 | -1;
}

/**
 * Where card `id` is. One item can show in several cells (grouped by labels or assignees, one per label),
 * so the cell the keyboard was last in (`lastCell`, a cell key) wins over the first one found.
 */
export function placeOf(grid: BoardGrid, id: string, lastCell: string | null): CardPlace | null {
  let found: CardPlace | null = null;
  grid.forEach((lane, laneIndex) =>
    lane.forEach((entry, column) => {
      const index = entry.ids.indexOf(id);
      if (index >= 0 && (found === null || cellKey(entry.cell) === lastCell)) found = { lane: laneIndex, column, index };
    }),
  );
  return found;
}

/**
 * Where a move goes from `from` (null: nothing focused yet, so the first card on the board). Down and up
 * stop at a column's ends; across skips empty cells, keeps the index (or takes the column's last card when
 * it has fewer) and stays put at the board's edge.
 */
export function nextPlace(grid: BoardGrid, from: CardPlace | null, move: BoardMove): CardPlace | null {
  if (!from) {
    for (const [lane, cells] of grid.entries()) {
      const column = cells.findIndex((entry) => entry.ids.length > 0);
      if (column >= 0) return { lane, column, index: 0 };
    }
    return null;
  }
  const cells = grid[from.lane] ?? [];
  if (move.axis === "down") {
    const length = cells[from.column]?.ids.length ?? 0;
    return { ...from, index: Math.min(length - 1, Math.max(0, from.index + move.step)) };
  }
  let column = from.column + move.step;
  while (column >= 0 && column < cells.length && cells[column]?.ids.length === 0) column += move.step;
  const target = cells[column];
  if (!target) return from;
  return { lane: from.lane, column, index: Math.min(from.index, target.ids.length - 1) };
}
