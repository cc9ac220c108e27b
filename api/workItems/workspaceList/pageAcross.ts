import type { Knex } from "knex";
import { presentWorkItem } from "../../presenters/workItem.js";
import { envelope } from "../list/envelope.js";
import { liveItems } from "../list/filters.js";
import { orderSql } from "../list/ordering.js";
import { rowsOf, toPageRow } from "../list/query.js";
import type { WorkItemFilters, WorkItemListRequest } from "../list/request.js";

/**
 * Ids of the live items of these projects that pass any one of the filter sets: one branch per filter set,
 * each the project list's own filter query (api/workItems/list/filters.ts) over all the projects at once,
 * so a workspace view filters exactly as a project list does and an id of another project matches nothing.
 */
export function liveIdsAcross(db: Knex, projectIds: readonly string[], filterSets: readonly WorkItemFilters[], subIssue: boolean): Knex.QueryBuilder {
  const [first, ...rest] = filterSets.map((filters) => liveItems(db, projectIds, filters, subIssue).select("i.id"));
  // No filter set is no item: an always-false query keeps the callers uniform.
  if (!first) return db({ i: "issues" }).select("i.id").whereRaw("false");
  return rest.length > 0 ? first.unionAll(rest) : first;
}

/**
 * One ungrouped page of the items `base` (a query over `issues as i`, with no select) keeps, in the
 * request's order, with Plane's envelope. Workspace lists are spreadsheet lists, so they are never grouped.
 */
export async function pageAcross(db: Knex, base: Knex.QueryBuilder, request: WorkItemListRequest) {
  const order = orderSql(request.orderBy);
  const ids = base
    .clone()
    .select("i.id", db.raw("null as group_key"), db.raw("null as sub_group_key"))
    .orderByRaw(order)
    .limit(request.perPage)
    .offset(request.page * request.perPage);
  const [rows, counted] = await Promise.all([
    rowsOf(db, ids).orderByRaw(order) as Promise<Record<string, unknown>[]>,
    base.clone().count({ total: "*" }) as Promise<{ total: number | string }[]>,
  ]);
  const total = Number(counted[0]?.total ?? 0);
  const results = rows.map(toPageRow).map((row) => presentWorkItem(row.issue, row.extras));
  return envelope(request, { results, count: results.length, total, largestGroup: total, groupedBy: null, subGroupedBy: null });
}
