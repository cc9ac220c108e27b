import type { Knex } from "knex";
import { presentWorkItem } from "../../presenters/workItem.js";
import { envelope } from "./envelope.js";
import { groupRows, subGroupRows } from "./groupResults.js";
import { NONE_GROUP } from "../../contract/workItemDisplay.js";
import { grouping } from "./groupings.js";
import { fetchColumnGroupPages, type GroupKeys } from "./columnGroupPages.js";
import { countGroups, fetchPage, type PageRow } from "./query.js";
import type { WorkItemListRequest } from "./request.js";

/**
 * The list of SPEC.md section 7 in a fixed number of queries whatever the number of groups or rows: the
 * page of every group (or of the one group or cell named by group_id / sub_group_id) with its items'
 * extras, the totals, and the group universes when empty groups are asked for.
 */
export async function listWorkItems(db: Knex, projectId: string, request: WorkItemListRequest) {
  // Groups come in their display order when asked for empty ones, and always for groupings whose order is
  // part of their meaning (states); one named group (or cell) is its own universe: it answers even when empty.
  const wantUniverse = async (key: WorkItemListRequest["groupBy"], named: string | undefined) => {
    if (named !== undefined) return { keys: [named], showEmpty: true };
    return key && (request.showEmptyGroups || grouping(key).ordersGroups) ? { keys: await grouping(key).universe(db, projectId), showEmpty: request.showEmptyGroups } : null;
  };
  const group = request.groupBy && !request.subGroupBy ? grouping(request.groupBy) : undefined;
  const column = group?.column;
  const offset = request.page * request.perPage;
  // A column grouping pages each group from its index. Its groups are the one named, or, for a closed
  // universe, every value while the totals are counted, or else those the totals find rows on this page in.
  const knownGroups: GroupKeys | null =
    request.groupId !== undefined
      ? { keys: request.groupId === NONE_GROUP ? [] : [request.groupId], none: request.groupId === NONE_GROUP }
      : group?.pageKeys
        ? { keys: group.pageKeys(db, projectId), none: true }
        : null;
  const pageAndTotals = !column
    ? Promise.all([fetchPage(db, projectId, request), countGroups(db, projectId, request)])
    : knownGroups
      ? Promise.all([fetchColumnGroupPages(db, projectId, request, column, knownGroups), countGroups(db, projectId, request)])
      : countGroups(db, projectId, request).then(async (totals) => {
          const groups = [...totals.groups].filter(([, counted]) => counted.total > offset).map(([name]) => name);
          const keys = groups.filter((name) => name !== NONE_GROUP);
          return [await fetchColumnGroupPages(db, projectId, request, column, { keys, none: groups.includes(NONE_GROUP) }), totals] as const;
        });
  const [[rows, totals], groupUniverse, subGroupUniverse] = await Promise.all([
    pageAndTotals,
    wantUniverse(request.groupBy, request.groupId),
    wantUniverse(request.subGroupBy, request.subGroupId),
  ]);
  // An item shown in several groups (one per label or assignee) is presented once.
  const presented = new Map(rows.map((row) => [row.issue.id, presentWorkItem(row.issue, row.extras)]));
  const present = (row: PageRow) => presented.get(row.issue.id) ?? presentWorkItem(row.issue, row.extras);

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
