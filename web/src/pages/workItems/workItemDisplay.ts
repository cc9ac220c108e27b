import { PRIORITIES, type Priority } from "../../../../api/contract/workItems";

export const PRIORITY_LABELS: Record<Priority, string> = { urgent: "Urgent", high: "High", medium: "Medium", low: "Low", none: "No priority" };

/** Said by the create form when its two days are out of order (saved items explain theirs with dateOrderProblem). */
export const DATE_ORDER_ERROR = "The start date must not be after the due date. Pick an earlier start or a later due date.";

export const PRIORITY_OPTIONS = PRIORITIES.map((priority) => ({ value: priority, label: PRIORITY_LABELS[priority] }));

/** Today as yyyy-MM-dd in the person's own time zone, which is the day the overdue rule means to them. */
export function localToday(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** One formatter for every date shown: toLocaleDateString builds one per call, which made dates the costliest part of rendering rows. */
const DAY_FORMAT = new Intl.DateTimeFormat(undefined, { day: "numeric", month: "short", year: "numeric" });

/** Days already formatted: rows scrolling into view show the same few days over and over, and formatting is dear. */
const formattedDays = new Map<string, string>();

/** A yyyy-MM-dd as a short date ("12 Mar 2026"); read as a calendar day, never shifted by the time zone. */
export function formatDay(day: string): string {
  const known = formattedDays.get(day);
  if (known !== undefined) return known;
  const [year, month, date] = day.split("-").map(Number);
  const text = DAY_FORMAT.format(new Date(year ?? 1970, (month ?? 1) - 1, date ?? 1));
  formattedDays.set(day, text);
  return text;
}
