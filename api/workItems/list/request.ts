import type { GroupBy, OrderBy } from "../../contract/workItemDisplay.js";
import type { Priority, StateGroup } from "../../contract/workItems.js";

/** Plane's paginator: 100 rows (per group) unless asked, never more than 1000. */
export const PER_PAGE_DEFAULT = 100;
export const PER_PAGE_MAX = 1000;

/**
 * The page asked for by Plane's per_page and per_page:page:is_prev cursor (validated by the route): per_page
 * wins over the cursor's size, which wins over `perPageDefault`, and neither passes `perPageMax`.
 */
export function cursorPage(query: { per_page?: number | undefined; cursor?: string | undefined }, perPageDefault: number, perPageMax: number): { perPage: number; page: number } {
  const [cursorPerPage, page] = (query.cursor ?? "").split(":").map(Number);
  return { perPage: Math.min(query.per_page ?? (cursorPerPage || perPageDefault), perPageMax), page: page || 0 };
}

/** One bound of a date filter: Plane's "2026-01-01;after" is on or after that day, ";before" on or before. */
export interface DateBound {
  op: ">=" | "<=";
  date: string;
}

/** Ids to match, and whether items with none of that kind match too (Plane's "None" entry). */
export interface IdFilter {
  ids: string[];
  none: boolean;
}

export interface WorkItemFilters {
  priority?: Priority[];
  state?: string[];
  state_group?: StateGroup[];
  assignees?: IdFilter;
  labels?: IdFilter;
  mentions?: string[];
  created_by?: string[];
  subscriber?: string[];
  start_date?: DateBound[];
  target_date?: DateBound[];
  /** Plane's filters=<JSON>, anded with the filters above. */
  where?: FilterNode;
}

/**
 * Plane's filters=<JSON> grammar after validation: conditions combined with and / or / not, each leaf a
 * set of the plain filters that must all hold.
 */
export type FilterNode = { and: FilterNode[] } | { or: FilterNode[] } | { not: FilterNode } | { leaf: Omit<WorkItemFilters, "where"> };

/** A list request after validation: what the query, grouping and envelope modules work from. */
export interface WorkItemListRequest {
  perPage: number;
  /** 0-based page of the cursor: of every group alike, or of the one group (and sub-group) named below. */
  page: number;
  groupBy: GroupBy | null;
  subGroupBy: GroupBy | null;
  /**
   * One group's name (as the response names it, "None" included): only that group is read and paged, so a
   * board column or list group loads its next page on its own. Only with groupBy.
   */
  groupId?: string;
  /** One sub-group's name within groupId's group: one cell of a sub-grouped board. Only with groupId and subGroupBy. */
  subGroupId?: string;
  orderBy: OrderBy;
  subIssue: boolean;
  showEmptyGroups: boolean;
  filters: WorkItemFilters;
}
