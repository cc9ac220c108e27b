import { localToday } from "../../workItems/workItemDisplay";

/** The expiry choices of issue 14: never, four spans from now, or a day of one's own. */
export const EXPIRY_CHOICES = [
  { value: "never", label: "Never" },
  { value: "week", label: "1 week" },
  { value: "month", label: "1 month" },
  { value: "three_months", label: "3 months" },
  { value: "year", label: "1 year" },
  { value: "custom", label: "Custom date" },
] as const;

export type ExpiryChoice = (typeof EXPIRY_CHOICES)[number]["value"];

const SPAN_MONTHS: Partial<Record<ExpiryChoice, number>> = { month: 1, three_months: 3, year: 12 };
const WEEK_MS = 7 * 86_400_000;

/** The custom day's problem, or undefined when it will do. Today is fine: the token works to its end. */
export function customDayProblem(day: string, today = localToday()): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return "Pick the last day the token should work.";
  if (day < today) return "Pick today or a later day: a token cannot expire in the past.";
  return undefined;
}

/** The end of a yyyy-MM-dd in the person's own time zone, the moment they mean by "until that day". */
function endOfLocalDay(day: string): Date {
  const [year, month, date] = day.split("-").map(Number);
  return new Date(year ?? 1970, (month ?? 1) - 1, date ?? 1, 23, 59, 59, 999);
}

/** When a token made now with this choice stops working; null for never. `customDay` is read for "custom" only. */
export function expiryMoment(choice: ExpiryChoice, customDay: string, now = new Date()): Date | null {
  if (choice === "never") return null;
  if (choice === "custom") return endOfLocalDay(customDay);
  if (choice === "week") return new Date(now.getTime() + WEEK_MS);
  return addMonths(now, SPAN_MONTHS[choice] ?? 0);
}

/** The same day and time `months` later, or that month's last day when it is shorter (31 Jan + 1 month: 28 Feb, not 3 Mar). */
function addMonths(from: Date, months: number): Date {
  const target = new Date(from);
  target.setDate(1);
  target.setMonth(target.getMonth() + months);
  const lastDay = new Date(target.getFullYear(), target.getMonth() + 1, 0).getDate();
  target.setDate(Math.min(from.getDate(), lastDay));
  return target;
}

const EXPIRY_FORMAT = new Intl.DateTimeFormat(undefined, { day: "numeric", month: "short", year: "numeric" });

/** A token's expiry as a day in the reader's time zone: "12 Mar 2027". */
export const formatExpiry = (moment: Date | string): string => EXPIRY_FORMAT.format(new Date(moment));

export function isExpired(expiredAt: string | null, now = Date.now()): boolean {
  return expiredAt !== null && new Date(expiredAt).getTime() <= now;
}
