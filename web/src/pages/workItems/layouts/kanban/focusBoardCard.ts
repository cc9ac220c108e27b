import { cellKey, type Cell } from "./moves";

/** A card scrolled into view is usually rendered a frame or two later; after this many frames the focus gives up. */
const RETRY_FRAMES = 10;

/** The part of a card that takes the focus: its name (Enter opens the peek) or its "Move to…" button. */
export type CardPart = ".kanban-card__name" | ".kanban-card__menu-button";

/**
 * Focuses `part` of card `id` in `cell` (after a menu move, or j/k and the arrows). Cells render only the
 * cards in and near their view, so a card out of view is first scrolled to (its index read when asked,
 * as a moved card shows in its new place only after the move) and focused once rendered.
 */
export function focusBoardCard(board: HTMLElement | null, scrollers: ReadonlyMap<string, (index: number) => void>, cell: Cell, id: string, indexOf: () => number, part: CardPart): void {
  const key = cellKey(cell);
  const find = () => {
    const cellElement = [...(board?.querySelectorAll<HTMLElement>("[data-cell]") ?? [])].find((element) => element.dataset.cell === key);
    return cellElement?.querySelector<HTMLElement>(`[data-card-id="${CSS.escape(id)}"] ${part}`);
  };
  const attempt = (tries: number, scrolled: boolean) => {
    const target = find();
    if (target) {
      // focus() leaves a card half off a phone's screen when part of it shows; the whole card is brought in.
      target.focus({ preventScroll: true });
      target.closest("[data-card-id]")?.scrollIntoView({ block: "nearest", inline: "nearest" });
      return;
    }
    const index = scrolled ? -1 : indexOf();
    if (index >= 0) scrollers.get(key)?.(index);
    if (tries > 0) requestAnimationFrame(() => attempt(tries - 1, scrolled || index >= 0));
  };
  requestAnimationFrame(() => attempt(RETRY_FRAMES, false));
}
