import { useState, type DragEvent } from "react";
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

/** The place the pointer points at: before the first other card whose middle is below it, else the end. */
function dropIndex(list: HTMLElement, movingId: string, clientY: number): number {
  const cards = [...list.querySelectorAll<HTMLElement>("[data-card-id]")].filter((card) => card.dataset.cardId !== movingId);
  const index = cards.findIndex((card) => {
    const box = card.getBoundingClientRect();
    return clientY < box.top + box.height / 2;
  });
  return index < 0 ? cards.length : index;
}

/**
 * Native HTML5 drag and drop of cards between and within cells (no library). The board passes the
 * returned props to its cards and cells; a drop calls `onMove` with the place the indicator showed.
 */
export function useBoardDrag(onMove: (id: string, from: Cell, to: Cell, index: number) => void) {
  const [source, setSource] = useState<DragSource | null>(null);
  const [spot, setSpot] = useState<DropSpot | null>(null);

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

  const cellProps = (cell: Cell) => ({
    onDragOver: (event: DragEvent<HTMLElement>) => {
      if (!source) return;
      // Accepting the dragover is what makes the cell a drop target.
      event.preventDefault();
      event.dataTransfer.dropEffect = "move";
      const next = { cell: cellKey(cell), index: dropIndex(event.currentTarget, source.id, event.clientY) };
      if (spot?.cell !== next.cell || spot.index !== next.index) setSpot(next);
    },
    onDragLeave: (event: DragEvent<HTMLElement>) => {
      // Entering a card inside the cell also "leaves" the cell; only leaving it for good clears the spot.
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setSpot(null);
    },
    onDrop: (event: DragEvent<HTMLElement>) => {
      if (!source) return;
      event.preventDefault();
      onMove(source.id, source.from, cell, dropIndex(event.currentTarget, source.id, event.clientY));
      end();
    },
  });

  return { source, spot, cardProps, cellProps };
}

export type BoardDrag = ReturnType<typeof useBoardDrag>;
