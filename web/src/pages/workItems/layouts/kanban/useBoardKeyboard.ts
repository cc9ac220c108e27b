import { useCallback, useEffect, useLayoutEffect, useRef, type KeyboardEvent } from "react";
import { lendRowMover, setFocusedWorkItem, workItemFocus } from "../../../../stores/workItemFocus";
import { nextPlace, placeOf, type BoardGrid, type BoardMove } from "./boardKeyboard";
import { cellKey, type Cell } from "./moves";

const ARROWS: Record<string, BoardMove> = {
  ArrowDown: { axis: "down", step: 1 },
  ArrowUp: { axis: "down", step: -1 },
  ArrowRight: { axis: "across", step: 1 },
  ArrowLeft: { axis: "across", step: -1 },
};

/** Keys typed here keep their own meaning: a card's "Move to…" menu, the quick add. */
const OWN_KEYS = "[role='menu'], input, textarea, select";

/**
 * The board's part of keyboard triage, on the same focus store as the list and spreadsheet (so s, p, a,
 * l, d, Shift+A, x and Delete act on the focused card): j and k (lent to the commands) and Down and Up
 * move within a column, Left and Right to the neighbouring column's card at the same height. `focusCard`
 * brings a card into view and focuses it. Answers the board's key handler and what a card calls when it
 * takes the focus (by key, Tab or click).
 */
export function useBoardKeyboard(grid: BoardGrid, focusCard: (cell: Cell, id: string, index: number) => void) {
  const latest = useRef({ grid, focusCard });
  useLayoutEffect(() => {
    latest.current = { grid, focusCard };
  });
  const lastCell = useRef<string | null>(null);

  const go = useCallback((move: BoardMove) => {
    const { grid: cells, focusCard: focus } = latest.current;
    const id = workItemFocus.focusedId;
    const to = nextPlace(cells, id ? placeOf(cells, id, lastCell.current) : null, move);
    const entry = to ? cells[to.lane]?.[to.column] : undefined;
    const next = to ? entry?.ids[to.index] : undefined;
    if (!to || !entry || next === undefined) return;
    lastCell.current = cellKey(entry.cell);
    setFocusedWorkItem(next);
    focus(entry.cell, next, to.index);
  }, []);

  useEffect(() => lendRowMover((step) => go({ axis: "down", step })), [go]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const move = ARROWS[event.key];
    const target = event.target as HTMLElement;
    if (!move || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    if (!target.closest("[data-card-id]") || target.closest(OWN_KEYS)) return;
    event.preventDefault();
    go(move);
  };

  const onCardFocus = useCallback((cell: Cell, id: string) => {
    lastCell.current = cellKey(cell);
    setFocusedWorkItem(id);
  }, []);

  return { onKeyDown, onCardFocus };
}
