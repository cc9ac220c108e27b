import { measureElement, type Virtualizer } from "@tanstack/react-virtual";

/** A card's height before any card of the cell has been measured. */
const FIRST_GUESS = 96;

/**
 * What a cell's virtualiser guesses for the cards it has not measured yet: the mean height of those it
 * has. Cards are as tall as the display properties make them (about 165 px with every property shown);
 * a fixed guess far below that made each stretch scrolled into view render nearly twice the cards it
 * needs, then move them all once measured.
 */
export function cardSizes() {
  let measured = 0;
  let count = 0;
  return {
    estimate: () => (count === 0 ? FIRST_GUESS : Math.round(measured / count)),
    measure: (element: Element, entry: ResizeObserverEntry | undefined, instance: Virtualizer<HTMLDivElement, Element>) => {
      const size = measureElement(element, entry, instance);
      measured += size;
      count += 1;
      return size;
    },
  };
}
