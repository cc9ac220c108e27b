import type { Knex } from "knex";
import { presentWorkItem, type WorkItemExtras } from "../../presenters/workItem.js";
import { loadWorkItemExtras } from "../load.js";
import { envelope } from "./envelope.js";
import { groupRows, subGroupRows } from "./groupResults.js";
import { grouping } from "./groupings.js";
import { fetchColumnGroupPages } from "./columnGroupPages.js";
import { countGroups, fetchPage, type PageRow } from "./query.js";
import type { WorkItemListRequest } from "./request.js";

const NO_EXTRAS: WorkItemExtras = { assignee_ids: [], label_ids: [], sub_issues_count: 0 };

/**
 * The list of SPEC.md section 7 in a fixed number of queries whatever the number of groups or rows: the
 * page of every group, the totals, the extras of the page's items (three), and the group universes when
 * empty groups are asked for.
 */
export async function listWorkItems(db: Knex, projectId: string, request: WorkItemListRequest) {
  const wantUniverse = (key: WorkItemListRequest["groupBy"]) => (request.showEmptyGroups && key ? grouping(key).universe(db, projectId) : Promise.resolve(null));
  const column = request.groupBy && !request.subGroupBy ? grouping(request.groupBy).column : undefined;
  // A column grouping pages each group from its index, which needs the groups first (the totals query).
  const pageAndTotals = column
    ? countGroups(db, projectId, request).then(async (totals) => [await fetchColumnGroupPages(db, projectId, request, column, totals), totals] as const)
    : Promise.all([fetchPage(db, projectId, request), countGroups(db, projectId, request)]);
  const [[rows, totals], groupUniverse, subGroupUniverse] = await Promise.all([pageAndTotals, wantUniverse(request.groupBy), wantUniverse(request.subGroupBy)]);
  // An item shown in several groups (one per label or assignee) is loaded and presented once.
  const unique = [...new Map(rows.map((row) => [row.issue.id, row.issue])).values()];
  const extras = await loadWorkItemExtras(db, unique);
  const presented = new Map(unique.map((issue) => [issue.id, presentWorkItem(issue, extras.get(issue.id) ?? NO_EXTRAS)]));
  const present = (row: PageRow) => presented.get(row.issue.id) ?? presentWorkItem(row.issue, NO_EXTRAS);

  // Pages are counted in the partitions the page query numbers within: sub-groups when sub-grouped.
  const partitionTotals = [...totals.groups.values()].flatMap((group) => (request.subGroupBy ? [...group.subGroups.values()] : [group.total]));
  const page = {
    count: rows.length,
    total: totals.total,
    largestGroup: request.groupBy ? Math.max(0, ...partitionTotals) : totals.total,
    groupedBy: request.groupBy ? grouping(request.groupBy).field : null,
    subGroupedBy: request.subGroupBy ? grouping(request.subGroupBy).field : null,
  };
  if (!request.groupBy) return envelope(request, { ...page, results: rows.map(present) });
  if (!request.subGroupBy) return envelope(request, { ...page, results: groupRows(rows, present, totals, groupUniverse) });
  return envelope(request, { ...page, results: subGroupRows(rows, present, totals, { group: groupUniverse, subGroup: subGroupUniverse }) });
}
