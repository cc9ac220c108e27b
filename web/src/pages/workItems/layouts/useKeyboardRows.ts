import { useEffect, useLayoutEffect, useRef } from "react";
import { useSnapshot } from "valtio";
import { lendRowMover, setFocusedWorkItem, workItemFocus } from "../../../stores/workItemFocus";
import { pointerSelection, type PointerSelectionProps } from "../bulk/pointerSelection";
import "./keyboardRows.css";

/** What a row wrapper carries so that keys, pickers and styles find it: its item, its focus and selection; Ctrl/⌘/Shift+click selecting where the bulk bar is. */
export interface KeyboardRowProps extends Partial<PointerSelectionProps> {
  "data-work-item-id": string;
  "data-focused": boolean;
  "data-selected": boolean;
  onFocus: () => void;
}

/**
 * Lets j and k move through a layout's rows: `order` is the item ids as shown (collapsed groups left out)
 * and `focusRow` scrolls one into view and focuses it. With nothing focused yet, both start at the top.
 * Answers the props each row wrapper spreads, so focus by Tab or click counts as well; `selectable` (a
 * project's layouts, which have the bulk bar) adds selecting with the mouse.
 */
export function useKeyboardRows(order: readonly string[], focusRow: (id: string) => void, { selectable = false } = {}): (id: string) => KeyboardRowProps {
  const { focusedId, selectedIds } = useSnapshot(workItemFocus);
  const latest = useRef({ order, focusRow });
  useLayoutEffect(() => {
    latest.current = { order, focusRow };
  });

  useEffect(
    () =>
      lendRowMover((step) => {
        const { order: ids, focusRow: focus } = latest.current;
        if (ids.length === 0) return;
        const at = workItemFocus.focusedId ? ids.indexOf(workItemFocus.focusedId) : -1;
        const next = ids[at < 0 ? 0 : Math.min(ids.length - 1, Math.max(0, at + step))] as string;
        setFocusedWorkItem(next);
        focus(next);
      }),
    [],
  );

  return (id) => ({
    "data-work-item-id": id,
    "data-focused": id === focusedId,
    "data-selected": selectedIds.includes(id),
    onFocus: () => setFocusedWorkItem(id),
    ...(selectable ? pointerSelection(id, () => latest.current.order) : {}),
  });
}
