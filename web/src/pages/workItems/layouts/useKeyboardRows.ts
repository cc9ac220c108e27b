import { useEffect, useLayoutEffect, useRef, useState } from "react";
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
 * project's layouts, which have the bulk bar) adds selecting with the mouse. A row's props are the same
 * object until its focus or selection changes, so memoised rows do not render again as the list scrolls.
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

  const [made] = useState(() => new Map<string, KeyboardRowProps>());
  const selected = new Set(selectedIds);
  return (id) => {
    const focused = id === focusedId;
    const picked = selected.has(id);
    const earlier = made.get(id);
    if (earlier && earlier["data-focused"] === focused && earlier["data-selected"] === picked) return earlier;
    const props: KeyboardRowProps = {
      "data-work-item-id": id,
      "data-focused": focused,
      "data-selected": picked,
      onFocus: () => setFocusedWorkItem(id),
      ...(selectable ? pointerSelection(id, () => latest.current.order) : {}),
    };
    made.set(id, props);
    return props;
  };
}
