import { z } from "zod";
import { isUuid } from "../../findInScope.js";
import { isCalendarDate, PRIORITIES, STATE_GROUPS } from "../../contract/workItems.js";
import type { DateBound, IdFilter } from "../../workItems/list/request.js";

/**
 * The values a list filter takes, read the same way from the query's own parameters (priority=high,urgent)
 * and from the leaves of Plane's filters=<JSON> (listFiltersJson.ts).
 */

const NONE_TOKENS = new Set(["None", "null"]);

/** A comma-separated value, blanks dropped, each entry checked; a repeated parameter is refused. */
export function commaList<T extends string>(check: (entry: string) => entry is T, what: string) {
  return z
    .string({ error: "must be given once, as a comma-separated list" })
    .transform((value, ctx) => {
      const entries = value.split(",").map((entry) => entry.trim()).filter(Boolean);
      const bad = entries.find((entry) => !check(entry));
      if (bad !== undefined) {
        ctx.addIssue({ code: "custom", message: `${JSON.stringify(bad)} is not ${what}` });
        return z.NEVER;
      }
      return [...new Set(entries)] as T[];
    });
}

const isPriority = (entry: string): entry is (typeof PRIORITIES)[number] => (PRIORITIES as readonly string[]).includes(entry);
const isStateGroup = (entry: string): entry is (typeof STATE_GROUPS)[number] => (STATE_GROUPS as readonly string[]).includes(entry);
const isUuidOrNone = (entry: string): entry is string => isUuid(entry) || NONE_TOKENS.has(entry);

export const priorityList = commaList(isPriority, `one of ${PRIORITIES.join(", ")}`);
export const stateGroupList = commaList(isStateGroup, `one of ${STATE_GROUPS.join(", ")}`);
export const uuidList = commaList(isUuid, "a UUID");
export const idFilter = commaList(isUuidOrNone, "a UUID or None").transform(
  (entries): IdFilter => ({ ids: entries.filter((entry) => !NONE_TOKENS.has(entry)), none: entries.some((entry) => NONE_TOKENS.has(entry)) }),
);

const RELATIVE = /^(\d{1,3})_(weeks|months);(after|before);(fromnow|ago)$/;
const ABSOLUTE = /^(\d{4}-\d{2}-\d{2});(after|before)$/;

/**
 * Plane's date filter entries: "2026-01-01;after" (on or after), "2026-01-01;before" (on or before),
 * or relative to today, "2_weeks;after;fromnow" / "1_months;before;ago" (a month counts 30 days, SPEC.md section 9).
 */
export function parseDateBound(entry: string, today = new Date()): DateBound | null {
  const absolute = ABSOLUTE.exec(entry);
  if (absolute) {
    const [, date = "", side] = absolute;
    return isCalendarDate(date) ? { op: side === "after" ? ">=" : "<=", date } : null;
  }
  const relative = RELATIVE.exec(entry);
  if (!relative) return null;
  const [, amount, unit, side, towards] = relative;
  const days = Number(amount) * (unit === "weeks" ? 7 : 30) * (towards === "ago" ? -1 : 1);
  const day = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + days));
  return { op: side === "after" ? ">=" : "<=", date: day.toISOString().slice(0, 10) };
}

export const dateFilter = commaList((entry): entry is string => parseDateBound(entry) !== null, "a date filter such as 2026-01-01;after").transform(
  (entries) => entries.map((entry) => parseDateBound(entry) as DateBound),
);
