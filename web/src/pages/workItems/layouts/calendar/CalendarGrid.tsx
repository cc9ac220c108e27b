import { useRef, useState, type CSSProperties, type KeyboardEvent } from "react";
import { CalendarDay, type CalendarDayProps } from "./CalendarDay";
import { weekdayNames } from "./calendarDays";

type SharedDayProps = Omit<CalendarDayProps, "day" | "outside" | "items" | "total" | "focusable">;

interface Props extends SharedDayProps {
  /** The weeks shown, each already without its weekend when weekends are hidden. */
  weeks: readonly (readonly string[])[];
  /** "2026-03" in month view, so the neighbouring months' days are dimmed; null in week view. */
  month: string | null;
  dayItems: (day: string) => Pick<CalendarDayProps, "items" | "total">;
  label: string;
  /** While the days' items load. */
  busy: boolean;
}

const MOVES: Record<string, (columns: number) => number> = {
  ArrowLeft: () => -1,
  ArrowRight: () => 1,
  ArrowUp: (columns) => -columns,
  ArrowDown: (columns) => columns,
};

/**
 * The days as an ARIA grid, one row per week. One day cell is in the tab order at a time and the arrow
 * keys move between days; Tab goes on into that day's chips and buttons.
 */
export function CalendarGrid({ weeks, month, dayItems, label, busy, ...shared }: Props) {
  const gridRef = useRef<HTMLDivElement>(null);
  const days = weeks.flat();
  const columns = weeks[0]?.length ?? 7;
  const [focused, setFocused] = useState<string | null>(null);
  const active = focused && days.includes(focused) ? focused : days.includes(shared.today) ? shared.today : days[0];

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    const move = MOVES[event.key];
    const from = target.getAttribute("role") === "gridcell" ? days.indexOf(target.dataset.day ?? "") : -1;
    if (!move || from < 0) return;
    const next = days[Math.min(days.length - 1, Math.max(0, from + move(columns)))];
    if (!next) return;
    event.preventDefault();
    setFocused(next);
    gridRef.current?.querySelector<HTMLElement>(`[data-day="${next}"]`)?.focus();
  };

  return (
    <div
      ref={gridRef}
      role="grid"
      aria-label={label}
      aria-busy={busy || undefined}
      className={`calendar-grid${month === null ? " calendar-grid--week" : ""}`}
      style={{ "--calendar-columns": columns } as CSSProperties}
      onKeyDown={onKeyDown}
      onFocus={(event) => {
        if (event.target.getAttribute("role") === "gridcell") setFocused(event.target.dataset.day ?? null);
      }}
    >
      <div role="row" className="calendar-grid__row">
        {weekdayNames(weeks[0] ?? []).map((weekday) => (
          <div key={weekday.day} role="columnheader" className="calendar-grid__weekday">
            <abbr title={weekday.long}>{weekday.short}</abbr>
          </div>
        ))}
      </div>
      {weeks.map((week) => (
        <div key={week[0]} role="row" className="calendar-grid__row">
          {week.map((day) => (
            <CalendarDay key={day} {...shared} {...dayItems(day)} day={day} outside={month !== null && !day.startsWith(month)} focusable={day === active} />
          ))}
        </div>
      ))}
    </div>
  );
}
