import { z } from "zod";
import { ORDER_BY_OPTIONS } from "../../contract/workItemDisplay.js";
import { GROUP_BY_NAMES, grouping, groupingNamed } from "../../workItems/list/groupings.js";
import { cursorPage, PER_PAGE_DEFAULT, PER_PAGE_MAX, type WorkItemListRequest } from "../../workItems/list/request.js";
import { dateFilter, idFilter, priorityList, stateGroupList, uuidList } from "./listFilterValues.js";
import { filtersJson } from "./listFiltersJson.js";

const bool = z.enum(["true", "false"], { error: "must be true or false" }).transform((value) => value === "true");
const groupBy = z.string().transform((name, ctx) => {
  const known = groupingNamed(name);
  if (known) return known;
  ctx.addIssue({ code: "custom", message: `must be one of ${GROUP_BY_NAMES.join(", ")}` });
  return z.NEVER;
});
/** Plane's client sends an empty or "null" grouping for none. */
const optionalGroupBy = z.union([z.enum(["", "null", "None"]).transform(() => null), groupBy]).optional();

/** Plane's cursor: per_page:page:is_prev (SPEC.md calls the third part the offset; clients send 0). */
export const cursor = z.string().regex(/^\d{1,4}:\d{1,6}:\d{1,6}$/, "must be per_page:page:offset, e.g. 100:0:0");

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
    group_id: z.string().max(100).optional(),
    sub_group_id: z.string().max(100).optional(),
    order_by: z.enum(ORDER_BY_OPTIONS, { error: `must be one of ${ORDER_BY_OPTIONS.join(", ")}` }).optional(),
    sub_issue: bool.optional(),
    show_empty_groups: bool.optional(),
    priority: priorityList.optional(),
    state: uuidList.optional(),
    state_group: stateGroupList.optional(),
    assignees: idFilter.optional(),
    labels: idFilter.optional(),
    mentions: uuidList.optional(),
    created_by: uuidList.optional(),
    subscriber: uuidList.optional(),
    start_date: dateFilter.optional(),
    target_date: dateFilter.optional(),
    filters: filtersJson.optional(),
  })
  .superRefine((query, ctx) => {
    // Plane refuses a sub-grouping equal to the grouping; one without a grouping is dropped (SPEC.md section 4).
    if (query.group_by && query.sub_group_by === query.group_by) {
      ctx.addIssue({ code: "custom", path: ["sub_group_by"], message: "must differ from group_by" });
    }
    // One group's page (our extension: Plane's client filters by the group instead) names a group of the grouping.
    const named = [
      { param: "group_id", name: query.group_id, by: query.group_by, needs: "group_by" },
      { param: "sub_group_id", name: query.sub_group_id, by: query.group_id === undefined ? null : query.sub_group_by, needs: "group_by, sub_group_by and group_id" },
    ] as const;
    for (const { param, name, by, needs } of named) {
      if (name === undefined) continue;
      if (!by) ctx.addIssue({ code: "custom", path: [param], message: `needs ${needs}` });
      else if (!grouping(by).groupId.accepts(name)) ctx.addIssue({ code: "custom", path: [param], message: `must be ${grouping(by).groupId.expected}` });
    }
  })
  .transform((query): WorkItemListRequest => {
    const groupByValue = query.group_by ?? null;
    return {
      ...cursorPage(query, PER_PAGE_DEFAULT, PER_PAGE_MAX),
      groupBy: groupByValue,
      subGroupBy: groupByValue ? (query.sub_group_by ?? null) : null,
      ...(query.group_id !== undefined ? { groupId: query.group_id } : {}),
      ...(query.sub_group_id !== undefined ? { subGroupId: query.sub_group_id } : {}),
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
        where: query.filters,
      },
    };
  });
