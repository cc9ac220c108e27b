import { formatDay } from "../../workItemDisplay";
import { dayNumber, dayString } from "../days";
import { DEFAULT_BAR_WIDTH, type DayRange } from "./timeline";

export interface ItemDates {
  start_date: string | null;
  target_date: string | null;
}

/** What a drag or key press changes: the whole bar, or one of its ends. */
export type BarChange = "move" | "start" | "end";

const shift = (day: string | null, days: number) => (day === null ? null : dayString(dayNumber(day) + days));

/**
 * The dates after moving by `days`. Moving shifts both dates (or the only one); an end never passes the
 * other (the API refuses a start after the target), and an item with one date has no ends to drag.
 */
export function changedDates(dates: ItemDates, change: BarChange, days: number): ItemDates {
  const { start_date: start, target_date: target } = dates;
  if (change === "move" || start === null || target === null) return { start_date: shift(start, days), target_date: shift(target, days) };
  if (change === "start") return { start_date: dayString(Math.min(dayNumber(start) + days, dayNumber(target))), target_date: target };
  return { start_date: start, target_date: dayString(Math.max(dayNumber(target) + days, dayNumber(start))) };
}

/** Where a bar sits in the chart, in pixels from the range start; null when the item has no dates. */
export function barBox(dates: ItemDates, range: DayRange, dayWidth: number): { left: number; width: number } | null {
  const { start_date: start, target_date: target } = dates;
  if (start !== null && target !== null) {
    const from = dayNumber(start);
    return { left: (from - range.from) * dayWidth, width: (dayNumber(target) - from + 1) * dayWidth };
  }
  // One date: a bar of the default width starting at the start, or ending with the target day.
  if (start !== null) return { left: (dayNumber(start) - range.from) * dayWidth, width: DEFAULT_BAR_WIDTH };
  if (target !== null) return { left: (dayNumber(target) + 1 - range.from) * dayWidth - DEFAULT_BAR_WIDTH, width: DEFAULT_BAR_WIDTH };
  return null;
}

/** Dates given to an item that had none, starting on `day`: as many days as the default bar width covers. */
export function newDates(day: number, dayWidth: number): ItemDates {
  const days = Math.max(1, Math.round(DEFAULT_BAR_WIDTH / dayWidth));
  return { start_date: dayString(day), target_date: dayString(day + days - 1) };
}

/** The dates as a screen reader hears them, on the bar's name and in the announcement after a change. */
export function describeDates({ start_date: start, target_date: target }: ItemDates): string {
  if (start && target) return start === target ? formatDay(start) : `${formatDay(start)} to ${formatDay(target)}`;
  if (start) return `starts ${formatDay(start)}, no target date`;
  if (target) return `due ${formatDay(target)}, no start date`;
  return "no dates";
}
