/** Room kept between a popup and the window's edge. */
const EDGE_MARGIN_PX = 8;
/** Below this much room under its button a popup keeps its height, and the page scrolls to it instead. */
const MIN_HEIGHT_PX = 160;

/**
 * Keeps an anchored popup on screen. Sideways it is shifted just enough: a panel aligned to its button's
 * right edge runs off the left of a phone when the button is not at the right of the page. It uses the
 * `translate` property, which leaves the panel's own transforms and animations alone. Downwards a panel
 * taller than the room under its button gets that room as its height and scrolls inside.
 */
export function keepInViewport(panel: HTMLElement): void {
  panel.style.translate = "";
  panel.style.maxHeight = "";
  panel.style.overflowY = "";
  const { left, right, top, bottom } = panel.getBoundingClientRect();
  const { clientWidth: width, clientHeight: height } = document.documentElement;

  let shift = 0;
  if (right > width - EDGE_MARGIN_PX) shift = width - EDGE_MARGIN_PX - right;
  if (left + shift < EDGE_MARGIN_PX) shift = EDGE_MARGIN_PX - left;
  if (shift !== 0) panel.style.translate = `${shift}px 0`;

  const room = height - EDGE_MARGIN_PX - top;
  if (bottom > height - EDGE_MARGIN_PX && room >= MIN_HEIGHT_PX) {
    panel.style.maxHeight = `${room}px`;
    panel.style.overflowY = "auto";
  }
}
