/** Room kept between a popup and the window's edge. */
const EDGE_MARGIN_PX = 8;

/**
 * Shifts an anchored popup sideways just enough to be wholly on screen: a panel aligned to its button's
 * right edge runs off the left of a phone when the button is not at the right of the page. It uses the
 * `translate` property, which leaves the panel's own transforms and animations alone.
 */
export function keepInViewport(panel: HTMLElement): void {
  panel.style.translate = "";
  const { left, right } = panel.getBoundingClientRect();
  const width = document.documentElement.clientWidth;
  let shift = 0;
  if (right > width - EDGE_MARGIN_PX) shift = width - EDGE_MARGIN_PX - right;
  if (left + shift < EDGE_MARGIN_PX) shift = EDGE_MARGIN_PX - left;
  if (shift !== 0) panel.style.translate = `${shift}px 0`;
}
