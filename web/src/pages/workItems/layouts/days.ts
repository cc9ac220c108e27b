/**
 * Calendar days as whole numbers since 1970-01-01 on the UTC calendar, shared by the calendar and the
 * timeline. A yyyy-MM-dd is read as a calendar day, never as an instant, so a daylight-saving change can
 * never make a day 23 hours long and move an item.
 */

const DAY_MS = 86_400_000;

/** The day from its UTC calendar parts; a month past 11 (or below 0) rolls into the next (previous) year. */
export function dayFromParts(year: number, monthIndex: number, date: number): number {
  return Math.round(Date.UTC(year, monthIndex, date) / DAY_MS);
}

export function dayNumber(day: string): number {
  const [year, month, date] = day.split("-").map(Number);
  return dayFromParts(year ?? 1970, (month ?? 1) - 1, date ?? 1);
}

export function dayString(day: number): string {
  return dayDate(day).toISOString().slice(0, 10);
}

/** The UTC midnight starting the day: format it with timeZone "UTC" to name the day itself. */
export function dayDate(day: number): Date {
  return new Date(day * DAY_MS);
}

/** 0 for Monday through 6 for Sunday (ISO 8601); 1970-01-01 was a Thursday. */
export function weekday(day: number): number {
  return (((day + 3) % 7) + 7) % 7;
}

export function mondayOf(day: number): number {
  return day - weekday(day);
}

export const addDays = (day: string, count: number) => dayString(dayNumber(day) + count);
