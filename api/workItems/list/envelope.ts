import type { WorkItemListPage } from "../../contract/workItemShapes.js";
import type { WorkItemListRequest } from "./request.js";

/**
 * Plane's paginator envelope (SPEC.md section 3 "Paginated response"). Cursors are per_page:page:is_prev;
 * every group is paged alike, so there is a next page while any group still has rows past this one (the
 * one group asked for, when the request names one).
 */
export function envelope<T>(
  request: Pick<WorkItemListRequest, "perPage" | "page">,
  page: { results: T; count: number; total: number; largestGroup: number; groupedBy: string | null; subGroupedBy: string | null },
): WorkItemListPage<T> {
  const { perPage, page: index } = request;
  const hasNext = page.largestGroup > (index + 1) * perPage;
  return {
    grouped_by: page.groupedBy,
    sub_grouped_by: page.subGroupedBy,
    total_count: page.total,
    next_cursor: `${perPage}:${index + 1}:0`,
    prev_cursor: `${perPage}:${index - 1}:1`,
    next_page_results: hasNext,
    prev_page_results: index > 0,
    count: page.count,
    total_pages: page.largestGroup > 0 ? Math.ceil(page.largestGroup / perPage) : 0,
    total_results: page.total,
    extra_stats: null,
    results: page.results,
  };
}
