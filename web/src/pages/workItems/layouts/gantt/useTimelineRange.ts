import { useLayoutEffect, useRef, useState, type RefObject } from "react";
import { DAY_WIDTH, extendRange, initialRange, rangeHolding, SIDEBAR_WIDTH, type DayRange, type TimelineScale } from "./timeline";

/** Where today sits when the timeline opens or "Today" is pressed: a third in, so what comes next shows. */
const TODAY_AT = 1 / 3;

/** A day to bring into view after the next render, at a fraction of the chart's visible width. */
interface PendingScroll {
  day: number;
  at: number;
}

/**
 * The days the chart covers and its sideways scroll: it opens on today, keeps the day in the middle when
 * the scale changes, and grows by one more span when scrolled near either end (so it never holds more
 * than has been looked at).
 */
export function useTimelineRange(scrollRef: RefObject<HTMLDivElement | null>, scale: TimelineScale, today: number, onScale: (scale: TimelineScale) => void) {
  const [range, setRange] = useState<DayRange>(() => initialRange(scale, today));
  const pending = useRef<PendingScroll | null>({ day: today, at: TODAY_AT });
  const dayWidth = DAY_WIDTH[scale];

  const chartWidth = (element: HTMLElement) => Math.max(0, element.clientWidth - SIDEBAR_WIDTH);

  // The chart starts right of the sticky sidebar, so its visible part begins at scrollLeft in chart pixels.
  const leftFor = (element: HTMLElement, target: PendingScroll, from: number, width: number) => (target.day - from) * width - target.at * chartWidth(element);

  useLayoutEffect(() => {
    const element = scrollRef.current;
    const target = pending.current;
    if (!element || !target) return;
    pending.current = null;
    element.scrollLeft = leftFor(element, target, range.from, dayWidth);
  });

  const dayAt = (element: HTMLElement, at: number) => range.from + (element.scrollLeft + at * chartWidth(element)) / dayWidth;

  const onScroll = () => {
    const element = scrollRef.current;
    if (!element || pending.current) return;
    const margin = chartWidth(element) / 2;
    if (element.scrollLeft < margin) {
      pending.current = { day: dayAt(element, 0), at: 0 };
      setRange(extendRange(range, scale, "before"));
    } else if (element.scrollLeft + element.clientWidth > element.scrollWidth - margin) {
      setRange(extendRange(range, scale, "after"));
    }
  };

  const scrollToDay = (day: number) => {
    const element = scrollRef.current;
    const next = rangeHolding(range, scale, day);
    if (element && next.from === range.from && next.to === range.to) {
      element.scrollTo({ left: leftFor(element, { day, at: TODAY_AT }, range.from, dayWidth), behavior: "instant" });
      return;
    }
    pending.current = { day, at: TODAY_AT };
    setRange(next);
  };

  const changeScale = (next: TimelineScale) => {
    if (next === scale) return;
    const element = scrollRef.current;
    const middle = element ? Math.floor(dayAt(element, 0.5)) : today;
    pending.current = { day: middle, at: 0.5 };
    setRange(rangeHolding(initialRange(next, today), next, middle));
    onScale(next);
  };

  return { range, dayWidth, onScroll, scrollToDay, changeScale };
}
