import type { Virtualizer } from "@tanstack/react-virtual";

/** A far row is usually rendered a frame or two after the scroll; after this many frames the focus gives up. */
const RETRY_FRAMES = 5;

/**
 * Focuses the element matching `selector` inside the virtualised row at `index` (rows carry `data-index`).
 * Overscan keeps the neighbours rendered, so a held arrow key moves at once; a row out of view is scrolled
 * to first and focused once the virtualiser has rendered it.
 */
export function focusVirtualRow(scroller: HTMLElement | null, virtualizer: Virtualizer<HTMLDivElement, Element>, index: number, selector: string): void {
  const find = () => scroller?.querySelector<HTMLElement>(`[data-index="${index}"] ${selector}`);
  const rendered = find();
  if (rendered) {
    rendered.focus();
    return;
  }
  virtualizer.scrollToIndex(index, { align: "auto" });
  const attempt = (tries: number) => {
    const target = find();
    if (target) target.focus();
    else if (tries > 0) requestAnimationFrame(() => attempt(tries - 1));
  };
  requestAnimationFrame(() => attempt(RETRY_FRAMES));
}
