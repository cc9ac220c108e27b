import { addDays, dayDate, dayFromParts, dayNumber, dayString, mondayOf, weekday } from "../days";

/** The calendar's periods on top of the shared day arithmetic (../days.ts). Weeks start on Monday (ISO 8601). */

export type CalendarLayout = "week" | "month";

const toDate = (day: string) => dayDate(dayNumber(day));

export const isWeekend = (day: string) => weekday(dayNumber(day)) >= 5;

/** The server refuses a due date before the start date (400), so neither a drop nor a key press asks for one. */
export const dueBeforeStart = (item: { start_date: string | null }, day: string) => item.start_date !== null && day < item.start_date;

const startOfWeek = (day: string) => dayString(mondayOf(dayNumber(day)));

const firstOfMonth = (day: string) => `${day.slice(0, 8)}01`;

/** The weeks shown for the period holding `anchor`: its week, or every week touching its month. */
export function visibleWeeks(anchor: string, layout: CalendarLayout): string[][] {
  const first = startOfWeek(layout === "week" ? anchor : firstOfMonth(anchor));
  const month = anchor.slice(0, 7);
  const weeks: string[][] = [];
  for (let start = first; weeks.length === 0 || (layout === "month" && start.slice(0, 7) <= month); start = addDays(start, 7)) {
    weeks.push(Array.from({ length: 7 }, (_, offset) => addDays(start, offset)));
  }
  return weeks;
}

/** The anchor one period earlier or later: seven days, or the first of the neighbouring month. */
export function shiftAnchor(anchor: string, layout: CalendarLayout, step: 1 | -1): string {
  if (layout === "week") return addDays(anchor, 7 * step);
  const [year, month] = anchor.split("-").map(Number);
  return dayString(dayFromParts(year ?? 1970, (month ?? 1) - 1 + step, 1));
}

const format = (day: string, options: Intl.DateTimeFormatOptions) => toDate(day).toLocaleDateString(undefined, { ...options, timeZone: "UTC" });

/** "Monday 3 March 2026" in the person's locale, for a day cell's accessible name. */
export const longDay = (day: string) => format(day, { weekday: "long", day: "numeric", month: "long", year: "numeric" });

/** The toolbar's title: "March 2026", or the week's range. */
export function periodTitle(weeks: readonly (readonly string[])[], anchor: string, layout: CalendarLayout): string {
  if (layout === "month") return format(anchor, { month: "long", year: "numeric" });
  const days = weeks[0] ?? [];
  const first = days[0] ?? anchor;
  const last = days.at(-1) ?? anchor;
  return `${format(first, { day: "numeric", month: "short" })} – ${format(last, { day: "numeric", month: "short", year: "numeric" })}`;
}

/** Column headers, Monday first. */
export function weekdayNames(days: readonly string[]): { day: string; short: string; long: string }[] {
  return days.map((day) => ({ day, short: format(day, { weekday: "short" }), long: format(day, { weekday: "long" }) }));
}
