import { SNOOZE_DAYS } from "../../../../api/contract/notificationShapes";

/** The snooze menu's words for each choice of SPEC.md section 4 (1 day, 3 days, 5 days, 1 week, 2 weeks). */
const SNOOZE_LABELS: Record<(typeof SNOOZE_DAYS)[number], string> = { 1: "1 day", 3: "3 days", 5: "5 days", 7: "1 week", 14: "2 weeks" };

export const SNOOZE_CHOICES = SNOOZE_DAYS.map((days) => ({ days, label: SNOOZE_LABELS[days] }));

/** `days` from now, at this time of day: "1 day" means this time tomorrow, as in Plane. */
export function snoozeUntil(days: number, now = new Date()): Date {
  const till = new Date(now);
  till.setDate(till.getDate() + days);
  return till;
}

/** A datetime-local value ("2026-11-25T09:00") for a date, in the person's own time zone. */
export function toLocalInput(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** When a snoozed notification comes back, as its row says it: "Snoozed until 25 Nov, 09:00". */
const UNTIL_FORMAT = new Intl.DateTimeFormat(undefined, { day: "numeric", month: "short", hour: "2-digit", minute: "2-digit" });
export const formatSnoozedTill = (iso: string): string => UNTIL_FORMAT.format(new Date(iso));
