import type { MouseEvent } from "react";
import { selectWorkItemRange, setFocusedWorkItem, toggleSelectedWorkItem } from "../../../stores/workItemFocus";

/** Clicks inside these keep their own meaning: typing, choosing, a date. */
const OWN_CLICKS = "input, select, textarea, [contenteditable='true'], dialog";

/** A click that selects: on a row's checkbox, or anywhere on the row with Ctrl, ⌘ or Shift held. */
function selects(event: MouseEvent): boolean {
  const target = event.target as HTMLElement;
  if (event.button !== 0 || target.closest(OWN_CLICKS)) return false;
  return event.ctrlKey || event.metaKey || event.shiftKey || target.closest("[data-select-toggle]") !== null;
}

export interface PointerSelectionProps {
  onMouseDownCapture: (event: MouseEvent) => void;
  onClickCapture: (event: MouseEvent) => void;
}

/**
 * Selecting with the mouse (Linear's gestures) for one row, card or spreadsheet row: Ctrl/⌘+click or its
 * checkbox picks or unpicks it, Shift+click picks every row from the last one picked to here, `order()`
 * being the ids in the order on screen. The click then opens nothing: the row's own link or button never sees it.
 */
export function pointerSelection(id: string, order: () => readonly string[]): PointerSelectionProps {
  return {
    // Shift+mousedown would otherwise select the text between the two rows.
    onMouseDownCapture: (event) => {
      if (event.shiftKey && selects(event)) event.preventDefault();
    },
    onClickCapture: (event) => {
      if (!selects(event)) return;
      event.preventDefault();
      event.stopPropagation();
      if (event.shiftKey) selectWorkItemRange(order(), id);
      else toggleSelectedWorkItem(id);
      setFocusedWorkItem(id);
    },
  };
}

/** The board's cards in the order the page holds them (column by column), which a Shift+click spans. */
function cardsInPageOrder(): string[] {
  return [...document.querySelectorAll<HTMLElement>("[data-card-id]")].flatMap((card) => card.dataset.cardId ?? []);
}

/** pointerSelection for a board card. */
export function cardSelection(id: string): PointerSelectionProps {
  return pointerSelection(id, cardsInPageOrder);
}
