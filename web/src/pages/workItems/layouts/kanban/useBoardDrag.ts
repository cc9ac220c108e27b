import { useMemo, useState, type DragEvent } from "react";
import { cellKey, type Cell } from "./moves";

/** The card being dragged and the cell it left; held here because a drag's data is unreadable until the drop. */
interface DragSource {
  id: string;
  from: Cell;
}

/** Where the drop indicator shows: a cell, and the place among its cards (not counting the dragged one). */
interface DropSpot {
  cell: string;
  index: number;
}

const DRAG_TYPE = "application/x-cairn-work-item";

/**
 * The place the pointer points at, counted in the cell's loaded rows without the dragged card: before the
 * first card in view whose middle is below it, else after the last card in view. Only the cards in the
 * cell's scroller view count: a virtualised column also renders a few just above and below it.
 */
function dropIndex(cellElement: HTMLElement, ids: readonly string[], movingId: string, clientY: number): number {
  const others = ids.filter((id) => id !== movingId);
  const view = cellElement.querySelector<HTMLElement>("[data-card-scroller]")?.getBoundingClientRect();
  const cards = [...cellElement.querySelectorAll<HTMLElement>("[data-card-id]")]
    .filter((card) => card.dataset.cardId !== movingId)
    .map((card) => ({ id: card.dataset.cardId ?? "", box: card.getBoundingClientRect() }))
    .filter(({ box }) => !view || (box.bottom > view.top && box.top < view.bottom));
  const before = cards.find(({ box }) => clientY < box.top + box.height / 2);
  if (before) return Math.max(0, others.indexOf(before.id));
  const last = cards.at(-1);
  return last ? others.indexOf(last.id) + 1 : others.length;
}

/**
 * Native HTML5 drag and drop of cards between and within cells (no library). The board passes the
 * returned props to its cards and cells; a drop calls `onMove` (keep it stable: the answer changes with
 * it) with the place the indicator showed.
 */
export function useBoardDrag(onMove: (id: string, from: Cell, to: Cell, index: number) => void) {
  const [source, setSource] = useState<DragSource | null>(null);
  const [spot, setSpot] = useState<DropSpot | null>(null);

  // Kept while nothing is dragged, so the memoised cells and cards a page arrival leaves alone stay so.
  return useMemo(() => {
    const end = () => {
      setSource(null);
      setSpot(null);
    };

    const cardProps = (id: string, from: Cell) => ({
      onDragStart: (event: DragEvent<HTMLElement>) => {
        event.dataTransfer.effectAllowed = "move";
        // Firefox starts a drag only when it carries some data.
        event.dataTransfer.setData(DRAG_TYPE, id);
        setSource({ id, from });
      },
      onDragEnd: end,
    });

    const cellProps = (cell: Cell, ids: readonly string[]) => ({
      onDragOver: (event: DragEvent<HTMLElement>) => {
        if (!source) return;
        // Accepting the dragover is what makes the cell a drop target.
        event.preventDefault();
        event.dataTransfer.dropEffect = "move";
        const next = { cell: cellKey(cell), index: dropIndex(event.currentTarget, ids, source.id, event.clientY) };
        if (spot?.cell !== next.cell || spot.index !== next.index) setSpot(next);
      },
      onDragLeave: (event: DragEvent<HTMLElement>) => {
        // Entering a card inside the cell also "leaves" the cell; only leaving it for good clears the spot.
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setSpot(null);
      },
      onDrop: (event: DragEvent<HTMLElement>) => {
        if (!source) return;
        event.preventDefault();
        onMove(source.id, source.from, cell, dropIndex(event.currentTarget, ids, source.id, event.clientY));
        end();
      },
    });

    return { source, spot, cardProps, cellProps };
  }, [source, spot, onMove]);
}

export type BoardDrag = ReturnType<typeof useBoardDrag>;
