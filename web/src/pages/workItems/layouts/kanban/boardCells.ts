import type { Snapshot } from "valtio";
import type { ListGroup } from "../../../../stores/workItemList";
import type { Cell } from "./moves";

type Groups = readonly Snapshot<ListGroup>[];

/** What a cell holds: its loaded rows, its total and its own paging. */
export type CellRows = Pick<Snapshot<ListGroup>, "ids" | "total" | "nextCursor" | "moreState">;

const EMPTY_CELL: CellRows = { ids: [], total: 0, nextCursor: null, moreState: "idle" };

/**
 * The swimlanes of a sub-grouped board in order of first appearance: each column lists only the
 * sub-groups it has (unless empty groups are shown), so the lanes are the union over columns.
 */
export function laneKeys(groups: Groups): string[] {
  const keys: string[] = [];
  for (const group of groups) for (const sub of group.subGroups ?? []) if (!keys.includes(sub.key)) keys.push(sub.key);
  return keys;
}

/** A cell's loaded rows, total and paging; a lane a column has no rows in is an empty cell. */
export function cellGroup(groups: Groups, cell: Cell): CellRows {
  const column = groups.find((group) => group.key === cell.group);
  if (!column) return EMPTY_CELL;
  if (cell.sub === null) return column;
  return column.subGroups?.find((sub) => sub.key === cell.sub) ?? EMPTY_CELL;
}

/** A swimlane's total over every column (its header's count). */
export function laneTotal(groups: Groups, lane: string): number {
  return groups.reduce((sum, group) => sum + (group.subGroups?.find((sub) => sub.key === lane)?.total ?? 0), 0);
}
