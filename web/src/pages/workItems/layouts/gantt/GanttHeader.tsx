import { headerTicks, type DayRange, type TimelineScale, type Tick } from "./timeline";

interface Props {
  scale: TimelineScale;
  range: DayRange;
  dayWidth: number;
}

function TickRow({ ticks, dayWidth, level }: { ticks: readonly Tick[]; dayWidth: number; level: "upper" | "lower" }) {
  return (
    <div className={`gantt-header__row gantt-header__row--${level}`}>
      {ticks.map((tick) => (
        <span key={tick.key} className="gantt-header__tick" style={{ left: tick.offset * dayWidth, width: tick.days * dayWidth }} title={tick.title}>
          <span className="gantt-header__label">{tick.label}</span>
        </span>
      ))}
    </div>
  );
}

/** The dates over the chart: larger periods above, smaller below; it scrolls sideways with the chart and stays on top. */
export function GanttHeader({ scale, range, dayWidth }: Props) {
  const { upper, lower } = headerTicks(scale, range);
  return (
    <div className="gantt-header">
      <div className="gantt-header__corner">Work items</div>
      <div className="gantt-header__dates" style={{ width: (range.to - range.from) * dayWidth }} aria-hidden="true">
        <TickRow ticks={upper} dayWidth={dayWidth} level="upper" />
        <TickRow ticks={lower} dayWidth={dayWidth} level="lower" />
      </div>
    </div>
  );
}
