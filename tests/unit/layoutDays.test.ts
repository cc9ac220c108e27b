import { describe, expect, it } from "vitest";
import { dueBeforeStart, isWeekend, shiftAnchor, visibleWeeks } from "../../web/src/pages/workItems/layouts/calendar/calendarDays.js";
import { addDays, dayNumber, dayString, mondayOf, weekday } from "../../web/src/pages/workItems/layouts/days.js";
import { changedDates } from "../../web/src/pages/workItems/layouts/gantt/barDates.js";
import { extendRange, initialRange } from "../../web/src/pages/workItems/layouts/gantt/timeline.js";

/** The day arithmetic the calendar and the timeline share (layouts/days.ts). */
describe("layout days", () => {
  it("counts days from 1970-01-01 and back", () => {
    expect(dayNumber("1970-01-01")).toBe(0);
    expect(dayString(dayNumber("2026-03-29"))).toBe("2026-03-29");
    expect(dayNumber("2026-03-30") - dayNumber("2026-03-29")).toBe(1);
  });

  it("adds days across month, leap day and year ends", () => {
    expect(addDays("2025-12-31", 1)).toBe("2026-01-01");
    expect(addDays("2024-03-01", -1)).toBe("2024-02-29");
    expect(addDays("2026-03-28", 7)).toBe("2026-04-04");
  });

  it("numbers weekdays from Monday", () => {
    expect(weekday(dayNumber("2026-03-02"))).toBe(0);
    expect(weekday(dayNumber("2026-03-08"))).toBe(6);
    expect(dayString(mondayOf(dayNumber("2026-03-08")))).toBe("2026-03-02");
    expect(isWeekend("2026-03-07")).toBe(true);
    expect(isWeekend("2026-03-06")).toBe(false);
  });
});

describe("calendar periods", () => {
  it("shows every Monday-first week touching the month", () => {
    const weeks = visibleWeeks("2026-03-15", "month");
    expect(weeks.map((week) => week[0])).toEqual(["2026-02-23", "2026-03-02", "2026-03-09", "2026-03-16", "2026-03-23", "2026-03-30"]);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
    expect(visibleWeeks("2026-03-15", "week")).toEqual([["2026-03-09", "2026-03-10", "2026-03-11", "2026-03-12", "2026-03-13", "2026-03-14", "2026-03-15"]]);
  });

  it("steps a month to the neighbouring month's first, and a week by seven days", () => {
    expect(shiftAnchor("2026-01-31", "month", -1)).toBe("2025-12-01");
    expect(shiftAnchor("2026-12-15", "month", 1)).toBe("2027-01-01");
    expect(shiftAnchor("2026-03-03", "week", -1)).toBe("2026-02-24");
  });

  it("refuses a due date before the start date only", () => {
    expect(dueBeforeStart({ start_date: "2026-03-10" }, "2026-03-09")).toBe(true);
    expect(dueBeforeStart({ start_date: "2026-03-10" }, "2026-03-10")).toBe(false);
    expect(dueBeforeStart({ start_date: null }, "2000-01-01")).toBe(false);
  });
});

describe("timeline ranges and bars", () => {
  it("starts every range on a Monday", () => {
    const today = dayNumber("2026-03-12");
    for (const scale of ["week", "month", "quarter"] as const) {
      const range = initialRange(scale, today);
      expect(weekday(range.from)).toBe(0);
      expect(weekday(extendRange(range, scale, "before").from)).toBe(0);
    }
  });

  it("moves both dates, or one end without passing the other", () => {
    const dates = { start_date: "2026-03-30", target_date: "2026-04-02" };
    expect(changedDates(dates, "move", 3)).toEqual({ start_date: "2026-04-02", target_date: "2026-04-05" });
    expect(changedDates(dates, "start", 10)).toEqual({ start_date: "2026-04-02", target_date: "2026-04-02" });
    expect(changedDates(dates, "end", -10)).toEqual({ start_date: "2026-03-30", target_date: "2026-03-30" });
  });
});
