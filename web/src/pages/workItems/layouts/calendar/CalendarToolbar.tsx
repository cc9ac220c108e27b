import { Button } from "../../../../components/Button";
import { Switch } from "../../../../components/Switch";
import type { CalendarLayout } from "./calendarDays";

interface Props {
  title: string;
  layout: CalendarLayout;
  showWeekends: boolean;
  onLayout: (layout: CalendarLayout) => void;
  onShowWeekends: (show: boolean) => void;
  onStep: (step: 1 | -1) => void;
  onToday: () => void;
}

const LAYOUT_TITLES: Record<CalendarLayout, string> = { month: "Month", week: "Week" };

/** The period shown and how to move it (kept on this screen only), and the saved month/week and weekend choices. */
export function CalendarToolbar({ title, layout, showWeekends, onLayout, onShowWeekends, onStep, onToday }: Props) {
  const period = LAYOUT_TITLES[layout].toLowerCase();
  return (
    <div className="calendar-toolbar">
      <div className="calendar-toolbar__nav">
        <Button variant="secondary" aria-label={`Previous ${period}`} onClick={() => onStep(-1)}>
          ‹
        </Button>
        <Button variant="secondary" onClick={onToday}>
          Today
        </Button>
        <Button variant="secondary" aria-label={`Next ${period}`} onClick={() => onStep(1)}>
          ›
        </Button>
        <h2 className="calendar-toolbar__title" aria-live="polite">
          {title}
        </h2>
      </div>
      <div className="calendar-toolbar__options">
        <div role="group" aria-label="Calendar layout" className="calendar-toolbar__layouts">
          {(["month", "week"] as const).map((option) => (
            <Button key={option} variant={option === layout ? "primary" : "secondary"} aria-pressed={option === layout} onClick={() => onLayout(option)}>
              {LAYOUT_TITLES[option]}
            </Button>
          ))}
        </div>
        <Switch label="Show weekends" checked={showWeekends} onChange={onShowWeekends} />
      </div>
    </div>
  );
}
