import { dayDate, dayFromParts, mondayOf } from "../days";

/**
 * The timeline's ranges, header labels and sizes (SPEC.md section 9 "Gantt"), on the day numbers of
 * ../days.ts, so a daylight-saving change can never make a day 23 hours long and shift a bar.
 */

export type TimelineScale = "week" | "month" | "quarter";

export const TIMELINE_SCALES: readonly TimelineScale[] = ["week", "month", "quarter"];

export const SCALE_LABELS: Record<TimelineScale, string> = { week: "Week", month: "Month", quarter: "Quarter" };

/** SPEC.md section 9: pixels per day in each scale. */
export const DAY_WIDTH: Record<TimelineScale, number> = { week: 60, month: 20, quarter: 5 };

/**
 * SPEC.md section 9 "approximate ranges 4, 6, 24". Read as the span shown on each side of today when the
 * timeline opens, in the scale's natural unit: 4 weeks (week scale), 6 months (month scale) and 24 months
 * (quarter scale; 24 weeks would be under two quarters a side). Each comes to about 3,400 to 3,700 px a side,
 * which is why this reading looks like the intended one; scrolling near an end adds another such span.
 */
const RANGE_DAYS: Record<TimelineScale, number> = { week: 4 * 7, month: 183, quarter: 730 };

/** SPEC.md section 9: an item with only one date shows as a bar this wide. */
export const DEFAULT_BAR_WIDTH = 60;
/**
 * SPEC.md section 9 heights 44, 48, 40, read as the row, the date header and the toolbar above the chart
 * (Gantt.css sets the toolbar's 40 px and repeats the header's 48 px).
 */
export const ROW_HEIGHT = 44;
export const HEADER_HEIGHT = 48;
/** SPEC.md section 9: the item list left of the chart. */
export const SIDEBAR_WIDTH = 360;

/** The days a timeline covers, `from` inclusive and `to` exclusive; `from` is always a Monday so the weekly grid lines up. */
export interface DayRange {
  from: number;
  to: number;
}

export function initialRange(scale: TimelineScale, today: number): DayRange {
  const span = RANGE_DAYS[scale];
  return { from: mondayOf(today - span), to: today + span };
}

/** The range grown by one more span on one side, staying Monday-aligned. */
export function extendRange(range: DayRange, scale: TimelineScale, side: "before" | "after"): DayRange {
  const span = RANGE_DAYS[scale];
  return side === "before" ? { from: mondayOf(range.from - span), to: range.to } : { from: range.from, to: range.to + span };
}

/** The range widened, if needed, to hold `day` with a span of room around it. */
export function rangeHolding(range: DayRange, scale: TimelineScale, day: number): DayRange {
  const span = RANGE_DAYS[scale];
  return { from: day < range.from + 7 ? mondayOf(day - span) : range.from, to: day >= range.to - 7 ? day + span : range.to };
}

/** One header label: its text, where it starts (days from the range start) and how many days it spans. */
export interface Tick {
  key: string;
  label: string;
  /** What a screen reader reads; the label can be terse. */
  title: string;
  offset: number;
  days: number;
}

const monthName = (date: Date, width: "short" | "long") => date.toLocaleDateString(undefined, { month: width, timeZone: "UTC" });

/** The start of each calendar month (or quarter, every third month) from before `from` up to `to`. */
function monthStarts(range: DayRange, step: 1 | 3): number[] {
  const first = dayDate(range.from);
  let year = first.getUTCFullYear();
  let month = first.getUTCMonth() - (first.getUTCMonth() % step);
  const starts: number[] = [];
  for (;;) {
    const start = dayFromParts(year, month, 1);
    if (start >= range.to) break;
    starts.push(start);
    month += step;
    if (month > 11) {
      month -= 12;
      year += 1;
    }
  }
  return starts;
}

function spans(range: DayRange, starts: readonly number[], label: (start: number) => { label: string; title: string }): Tick[] {
  return starts.map((start, index) => {
    const from = Math.max(start, range.from);
    const to = Math.min(starts[index + 1] ?? range.to, range.to);
    return { key: String(start), ...label(start), offset: from - range.from, days: to - from };
  });
}

function weekStarts(range: DayRange): number[] {
  const starts: number[] = [];
  for (let day = range.from; day < range.to; day += 7) starts.push(day);
  return starts;
}

function monthLabel(start: number) {
  const date = dayDate(start);
  return { label: `${monthName(date, "long")} ${date.getUTCFullYear()}`, title: `${monthName(date, "long")} ${date.getUTCFullYear()}` };
}

/**
 * The two header rows: the upper names the larger period, the lower the smaller one. Only these labels
 * are elements; the day and week lines under them are a background (see Gantt.css).
 */
export function headerTicks(scale: TimelineScale, range: DayRange): { upper: Tick[]; lower: Tick[] } {
  if (scale === "week") {
    const days: number[] = [];
    for (let day = range.from; day < range.to; day += 1) days.push(day);
    return {
      upper: spans(range, monthStarts(range, 1), monthLabel),
      lower: spans(range, days, (day) => {
        const date = dayDate(day);
        const name = date.toLocaleDateString(undefined, { weekday: "short", timeZone: "UTC" });
        return { label: `${name} ${date.getUTCDate()}`, title: date.toLocaleDateString(undefined, { dateStyle: "full", timeZone: "UTC" }) };
      }),
    };
  }
  if (scale === "month") {
    return {
      upper: spans(range, monthStarts(range, 1), monthLabel),
      lower: spans(range, weekStarts(range), (day) => {
        const date = dayDate(day);
        return { label: String(date.getUTCDate()), title: `Week of ${date.getUTCDate()} ${monthName(date, "long")}` };
      }),
    };
  }
  return {
    upper: spans(range, monthStarts(range, 3), (start) => {
      const date = dayDate(start);
      const text = `Q${Math.floor(date.getUTCMonth() / 3) + 1} ${date.getUTCFullYear()}`;
      return { label: text, title: text };
    }),
    lower: spans(range, monthStarts(range, 1), (start) => {
      const date = dayDate(start);
      return { label: monthName(date, "short"), title: `${monthName(date, "long")} ${date.getUTCFullYear()}` };
    }),
  };
}
