import { useRef, useState, type PointerEvent } from "react";
import type { BarChange } from "./barDates";

/** A press that moves less than this is a click (it opens the item), not a drag. */
const CLICK_SLOP = 4;

interface Options {
  dayWidth: number;
  onCommit: (change: BarChange, days: number) => void;
  onClick: () => void;
}

/**
 * Dragging a bar or one of its ends with the pointer, snapped to whole days. The pointer is captured, so
 * the drag follows it outside the bar; `preview` is what to draw meanwhile, and one save happens on release.
 */
export function useBarDrag({ dayWidth, onCommit, onClick }: Options) {
  const origin = useRef<{ x: number; change: BarChange; moved: boolean } | null>(null);
  const [preview, setPreview] = useState<{ change: BarChange; days: number } | null>(null);

  const daysFrom = (event: PointerEvent<HTMLElement>, x: number) => Math.round((event.clientX - x) / dayWidth);

  const begin = (change: BarChange) => (event: PointerEvent<HTMLElement>) => {
    if (event.button !== 0) return;
    // The end handles sit inside the bar: only the innermost starts a drag.
    event.stopPropagation();
    event.currentTarget.setPointerCapture(event.pointerId);
    origin.current = { x: event.clientX, change, moved: false };
  };

  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    const drag = origin.current;
    if (!drag) return;
    if (Math.abs(event.clientX - drag.x) >= CLICK_SLOP) drag.moved = true;
    if (drag.moved) setPreview({ change: drag.change, days: daysFrom(event, drag.x) });
  };

  const onPointerUp = (event: PointerEvent<HTMLElement>) => {
    const drag = origin.current;
    if (!drag) return;
    origin.current = null;
    setPreview(null);
    const days = daysFrom(event, drag.x);
    if (!drag.moved) onClick();
    else if (days !== 0) onCommit(drag.change, days);
  };

  const onPointerCancel = () => {
    origin.current = null;
    setPreview(null);
  };

  return { preview, begin, handlers: { onPointerMove, onPointerUp, onPointerCancel } };
}
