import { z } from "zod";
import { isUuid } from "../../findInScope.js";
import { GROUP_BY_OPTIONS, ORDER_BY_OPTIONS } from "../../contract/workItemDisplay.js";
import { isCalendarDate, PRIORITIES, STATE_GROUPS } from "../../contract/workItems.js";
import { PER_PAGE_DEFAULT, PER_PAGE_MAX, type DateBound, type IdFilter, type WorkItemListRequest } from "../../workItems/list/request.js";

const NONE_TOKENS = new Set(["None", "null"]);

/** A comma-separated query value, blanks dropped, each entry checked; a repeated parameter is refused. */
function commaList<T extends string>(check: (entry: string) => entry is T, what: string) {
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

const uuidList = commaList(isUuid, "a UUID");
const idFilter = commaList(isUuidOrNone, "a UUID or None").transform(
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

const dateFilter = commaList((entry): entry is string => parseDateBound(entry) !== null, "a date filter such as 2026-01-01;after").transform(
  (entries) => entries.map((entry) => parseDateBound(entry) as DateBound),
);

const bool = z.enum(["true", "false"], { error: "must be true or false" }).transform((value) => value === "true");
const groupBy = z.enum(GROUP_BY_OPTIONS, { error: `must be one of ${GROUP_BY_OPTIONS.join(", ")}` });
/** Plane's client sends an empty or "null" grouping for none. */
const optionalGroupBy = z.union([z.enum(["", "null", "None"]).transform(() => null), groupBy]).optional();

/** Plane's cursor: per_page:page:is_prev (SPEC.md calls the third part the offset; clients send 0). */
const cursor = z.string().regex(/^\d{1,4}:\d{1,6}:\d{1,6}$/, "must be per_page:page:offset, e.g. 100:0:0");

/**
 * The query of GET .../issues/ (Plane's names). Parameters Plane's web app sends that the list does not
 * read (layout, expand, fields ...) are ignored rather than refused.
 */
export const WorkItemListSchema = z
  .object({
    per_page: z.coerce.number({ error: "must be a number" }).int("must be a whole number").min(1).max(PER_PAGE_MAX).optional(),
    cursor: cursor.optional(),
    group_by: optionalGroupBy,
    sub_group_by: optionalGroupBy,
    order_by: z.enum(ORDER_BY_OPTIONS, { error: `must be one of ${ORDER_BY_OPTIONS.join(", ")}` }).optional(),
    sub_issue: bool.optional(),
    show_empty_groups: bool.optional(),
    priority: commaList(isPriority, `one of ${PRIORITIES.join(", ")}`).optional(),
    state: uuidList.optional(),
    state_group: commaList(isStateGroup, `one of ${STATE_GROUPS.join(", ")}`).optional(),
    assignees: idFilter.optional(),
    labels: idFilter.optional(),
    mentions: uuidList.optional(),
    created_by: uuidList.optional(),
    subscriber: uuidList.optional(),
    start_date: dateFilter.optional(),
    target_date: dateFilter.optional(),
  })
  .superRefine((query, ctx) => {
    // Plane refuses a sub-grouping equal to the grouping; one without a grouping is dropped (SPEC.md section 4).
    if (query.group_by && query.sub_group_by === query.group_by) {
      ctx.addIssue({ code: "custom", path: ["sub_group_by"], message: "must differ from group_by" });
    }
  })
  .transform((query): WorkItemListRequest => {
    const [cursorPerPage, cursorPage] = (query.cursor ?? "").split(":").map(Number);
    const groupByValue = query.group_by ?? null;
    return {
      perPage: Math.min(query.per_page ?? (cursorPerPage || PER_PAGE_DEFAULT), PER_PAGE_MAX),
      page: cursorPage ?? 0,
      groupBy: groupByValue,
      subGroupBy: groupByValue ? (query.sub_group_by ?? null) : null,
      orderBy: query.order_by ?? "sort_order",
      subIssue: query.sub_issue ?? true,
      showEmptyGroups: query.show_empty_groups ?? false,
      filters: {
        priority: query.priority,
        state: query.state,
        state_group: query.state_group,
        assignees: query.assignees,
        labels: query.labels,
        mentions: query.mentions,
        created_by: query.created_by,
        subscriber: query.subscriber,
        start_date: query.start_date,
        target_date: query.target_date,
      },
    };
  });
