import type { Snapshot } from "valtio";
import type { DisplayProperties } from "../../../../../../api/contract/workItemDisplay";
import type { LookupMaps } from "../lookupMaps";
import type { BoardDrag } from "./useBoardDrag";
import type { Cell } from "./moves";

/** A place a card's "Move to…" menu offers: another column or swimlane (position kept), or a step up or down. */
export interface MoveChoice {
  label: string;
  to: Cell;
  index: number;
}

/** What every cell and card of one board reads, gathered once by the board. */
export interface BoardEnv extends LookupMaps {
  slug: string;
  projectId: string;
  identifier: string;
  properties: Snapshot<DisplayProperties>;
  today: string;
  onOpen: (id: string) => void;
  /** Member or above: may quick add (where the grouping gives a default). */
  canEdit: boolean;
  /** Whether cards may be dragged and moved here at all (role and grouping). */
  canMove: boolean;
  /** Why cards cannot move, for a member on a grouping that sets no field; null otherwise. */
  noMoveReason: string | null;
  drag: BoardDrag;
  /** The menu alternative to dragging, for a card at `index` of `cell`. */
  moveChoices: (id: string, cell: Cell, index: number) => MoveChoice[];
  move: (id: string, from: Cell, to: Cell, index: number) => void;
  /** Loads the next page of one cell alone (each column, or column of a swimlane, pages on its own). */
  loadMore: (cell: Cell) => void;
  /** Each cell tells the board how to bring one of its cards into view, so focus can follow a moved card there. */
  scrollers: Map<string, (index: number) => void>;
  /** A card took the focus (by key, Tab or click): it becomes the focused work item that single keys act on. */
  onCardFocus: (cell: Cell, id: string) => void;
}
