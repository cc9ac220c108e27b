import { isWeekend } from "./calendarDays";

interface Count {
  /** Items due on the days the grid shows. */
  shown: number;
  /** Items due on weekend days the grid leaves out. */
  hidden: number;
}

/** What the period holds, split by whether the grid shows the day (weekends may be switched off). */
export function countDue(days: readonly string[], dayItems: (day: string) => { total: number }, showWeekends: boolean): Count {
  let shown = 0;
  let hidden = 0;
  for (const day of days) {
    const { total } = dayItems(day);
    if (!showWeekends && isWeekend(day)) hidden += total;
    else shown += total;
  }
  return { shown, hidden };
}

/**
 * The count above the grid: exactly what it shows, and what the hidden weekends hold besides. Its line
 * stays while a period loads, so the grid does not jump.
 */
export function CalendarCount({ shown, hidden, ready }: Count & { ready: boolean }) {
  return (
    <p className="muted calendar__count" role="status">
      {ready && `${shown} work item${shown === 1 ? "" : "s"} due in view${hidden > 0 ? `, ${hidden} more on hidden weekends` : ""}`}
    </p>
  );
}
