/**
 * Calendar arithmetic on yyyy-MM-dd days. Days are handled as UTC midnights so that adding a day never
 * lands on 23:00 of the same day across a daylight-saving change. Weeks start on Monday (ISO 8601).
 */

export type CalendarLayout = "week" | "month";

const MS_PER_DAY = 86_400_000;

function toDate(day: string): Date {
  const [year, month, date] = day.split("-").map(Number);
  return new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, date ?? 1));
}

const toDay = (date: Date) => date.toISOString().slice(0, 10);

export function addDays(day: string, count: number): string {
  return toDay(new Date(toDate(day).getTime() + count * MS_PER_DAY));
}

/** 0 for Monday through 6 for Sunday. */
export function weekdayIndex(day: string): number {
  return (toDate(day).getUTCDay() + 6) % 7;
}

export const isWeekend = (day: string) => weekdayIndex(day) >= 5;

const startOfWeek = (day: string) => addDays(day, -weekdayIndex(day));

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

/** The anchor one period earlier or later: a week, or the same day of the neighbouring month's first. */
export function shiftAnchor(anchor: string, layout: CalendarLayout, step: 1 | -1): string {
  if (layout === "week") return addDays(anchor, 7 * step);
  const date = toDate(firstOfMonth(anchor));
  date.setUTCMonth(date.getUTCMonth() + step);
  return toDay(date);
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
