import { cellKey, type Cell } from "./moves";

/** A card scrolled into view is usually rendered a frame or two later; after this many frames the focus gives up. */
const RETRY_FRAMES = 10;

/**
 * Focuses the "Move to…" button of card `id` in `cell` after a menu move. Cells render only the cards in
 * and near their view, so a card placed out of view is first scrolled to (its index read when the move
 * has shown) and focused once rendered.
 */
export function focusMovedCard(board: HTMLElement | null, scrollers: ReadonlyMap<string, (index: number) => void>, cell: Cell, id: string, indexOf: () => number): void {
  const key = cellKey(cell);
  const find = () => {
    const cellElement = [...(board?.querySelectorAll<HTMLElement>("[data-cell]") ?? [])].find((element) => element.dataset.cell === key);
    return cellElement?.querySelector<HTMLElement>(`[data-card-id="${CSS.escape(id)}"] .kanban-card__menu-button`);
  };
  const attempt = (tries: number, scrolled: boolean) => {
    const button = find();
    if (button) {
      button.focus();
      return;
    }
    const index = scrolled ? -1 : indexOf();
    if (index >= 0) scrollers.get(key)?.(index);
    if (tries > 0) requestAnimationFrame(() => attempt(tries - 1, scrolled || index >= 0));
  };
  requestAnimationFrame(() => attempt(RETRY_FRAMES, false));
}
