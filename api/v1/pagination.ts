import { HttpError } from "../errors.js";
import type { WorkItemListPage } from "../contract/workItemShapes.js";

/**
 * Plane's public API v1 pages every list the same way (plane/utils/paginator.py, OffsetPaginator): `per_page`
 * rows (Plane's default and ceiling are both 1000) at page `cursor` = "per_page:page:is_prev", answered in one
 * envelope whose next/prev cursors a client passes back unchanged. A malformed `per_page` or `cursor` is
 * Plane's ParseError, a 400 with `{"detail": ...}` (see V1ParseError).
 */
export const V1_MAX_PER_PAGE = 1000;
export const V1_DEFAULT_PER_PAGE = 1000;

/** Plane's ParseError: a 400 whose body is `{"detail": message}` on v1 (api/presenters/v1/error.ts). */
export class V1ParseError extends HttpError {
  constructor(detail: string) {
    super(400, "parse_error", detail);
  }
}

export interface V1PageRequest {
  perPage: number;
  page: number;
  /** Rows to skip: page x per_page (Plane ignores the cursor's own per_page for this). */
  offset: number;
}

/** Plane's paginator envelope, the one the app's work item list answers too (WorkItemListPage), never grouped. */
export type V1Page<T> = WorkItemListPage<T[]> & { grouped_by: null; sub_grouped_by: null };

const WHOLE_NUMBER = /^-?\d+$/;
const CURSOR_VALUE = /^-?\d+(\.\d+)?$/;

/** The page a list request asks for, or a V1ParseError worded as Plane words it. */
export function readV1Page(query: { per_page?: string | undefined; cursor?: string | undefined }): V1PageRequest {
  const perPage = readPerPage(query.per_page);
  const page = query.cursor === undefined ? 0 : readCursorPage(query.cursor);
  // Plane refuses a negative page only once it computes the offset, with this wording.
  if (page < 0) throw new V1ParseError("Error in parsing");
  return { perPage, page, offset: page * perPage };
}

function readPerPage(raw: string | undefined): number {
  if (raw === undefined) return V1_DEFAULT_PER_PAGE;
  const perPage = WHOLE_NUMBER.test(raw.trim()) ? Number(raw.trim()) : NaN;
  // Zero or fewer rows would make Plane divide by zero; a clear 400 is kinder.
  if (!Number.isSafeInteger(perPage) || perPage < 1) throw new V1ParseError("Invalid per_page parameter.");
  if (perPage > V1_MAX_PER_PAGE) throw new V1ParseError(`Invalid per_page value. Cannot exceed ${V1_MAX_PER_PAGE}.`);
  return perPage;
}

function readCursorPage(cursor: string): number {
  const bits = cursor.split(":");
  const [value, page, isPrev] = bits;
  const wellFormed =
    bits.length === 3 && CURSOR_VALUE.test(value ?? "") && WHOLE_NUMBER.test(page ?? "") && WHOLE_NUMBER.test(isPrev ?? "");
  const pageNumber = Number(page);
  if (!wellFormed || !Number.isSafeInteger(pageNumber)) throw new V1ParseError("Invalid cursor parameter.");
  return pageNumber;
}

/** The envelope for one page of `total` rows; `rows` beyond per_page (a finder that asked for one more) are dropped. */
export function v1Page<T>(request: V1PageRequest, rows: T[], total: number): V1Page<T> {
  const { perPage, page } = request;
  const results = rows.slice(0, perPage);
  return {
    grouped_by: null,
    sub_grouped_by: null,
    total_count: total,
    next_cursor: `${perPage}:${page + 1}:0`,
    prev_cursor: `${perPage}:${page - 1}:1`,
    next_page_results: request.offset + perPage < total,
    prev_page_results: page > 0,
    count: results.length,
    total_pages: Math.ceil(total / perPage),
    total_results: total,
    extra_stats: null,
    results,
  };
}

/** A page cut from a list already in memory: for the short lists (states, labels, members) a project holds. */
export function v1PageOf<T>(request: V1PageRequest, all: T[]): V1Page<T> {
  return v1Page(request, all.slice(request.offset, request.offset + request.perPage), all.length);
}
