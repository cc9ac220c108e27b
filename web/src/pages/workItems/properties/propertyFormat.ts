import { formatDay, localToday } from "../workItemDisplay";

/**
 * One formatter for every chip's day: toLocaleDateString with options builds a formatter per call, which
 * made dates most of the work of rendering a board's cards while it scrolled.
 */
const SHORT_DAY_FORMAT = new Intl.DateTimeFormat(undefined, { day: "numeric", month: "short" });

/** Days of the current year already formatted: rows scrolling into view show the same few days over and over. */
const shortDays = new Map<string, string>();

/** "12 Mar" within the current year, "12 Mar 2025" outside it: chips stay short, no date is ambiguous. */
export function shortDay(day: string, today: string): string {
  if (day.slice(0, 4) !== today.slice(0, 4)) return formatDay(day);
  const known = shortDays.get(day);
  if (known !== undefined) return known;
  const [year, month, date] = day.split("-").map(Number);
  const text = SHORT_DAY_FORMAT.format(new Date(year ?? 1970, (month ?? 1) - 1, date ?? 1));
  shortDays.set(day, text);
  return text;
}

/** A timestamp as the day it was in the person's own time zone. */
export const dayOfTimestamp = (timestamp: string) => localToday(new Date(timestamp));

/** "1 sub-issue", "3 links". */
export const counted = (count: number, noun: string) => `${count} ${noun}${count === 1 ? "" : "s"}`;
