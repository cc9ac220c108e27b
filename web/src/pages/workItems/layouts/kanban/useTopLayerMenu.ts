import { useLayoutEffect, type RefObject } from "react";

/** Space between the button and its menu, and between the menu and the window's edges. */
const GAP = 4;

/** Shows the panel and keeps it under its button's right edge (above it when there is no room below); answers the undoing. */
function showBeside(panel: HTMLElement, anchorOf: () => HTMLElement | null): () => void {
  const place = () => {
    const anchor = anchorOf()?.getBoundingClientRect();
    if (!anchor) return;
    const { offsetWidth: width, offsetHeight: height } = panel;
    const below = anchor.bottom + GAP;
    const above = anchor.top - GAP - height;
    panel.style.top = `${below + height > window.innerHeight && above > 0 ? above : below}px`;
    panel.style.left = `${Math.max(GAP, Math.min(anchor.right - width, window.innerWidth - width - GAP))}px`;
  };
  panel.showPopover();
  place();
  document.addEventListener("scroll", place, true);
  window.addEventListener("resize", place);
  return () => {
    document.removeEventListener("scroll", place, true);
    window.removeEventListener("resize", place);
    if (panel.matches(":popover-open")) panel.hidePopover();
  };
}

/**
 * Shows an open menu in the top layer (the popover API) beside its button, following the button while
 * anything scrolls. A card's menu would otherwise be clipped by its column's scroller and drawn under the
 * cards after it.
 */
export function useTopLayerMenu(open: boolean, button: RefObject<HTMLElement | null>, menu: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    if (!open || !menu.current) return;
    return showBeside(menu.current, () => button.current);
  }, [open, button, menu]);
}
