import type { Knex } from "knex";
import { Issue } from "../../../db/models/Issue.js";
import { liveItems } from "./filters.js";
import type { WorkItemExtras } from "../../presenters/workItem.js";
import { extrasColumns, extrasOf } from "../load.js";
import { NONE_GROUP } from "../../contract/workItemDisplay.js";
import { grouping, groupName } from "./groupings.js";
import { orderSql } from "./ordering.js";
import type { WorkItemListRequest } from "./request.js";

/** What a list row shows (the description stays out: lists never return it). */
export const LIST_COLUMNS = [
  "id", "workspace_id", "project_id", "sequence_id", "name", "priority", "state_id", "parent_id", "estimate_point", "start_date",
  "target_date", "completed_at", "archived_at", "is_draft", "is_epic", "sort_order", "created_by_id", "updated_by_id", "created_at", "updated_at",
];

export interface PageRow {
  issue: Issue;
  extras: WorkItemExtras;
  group: string;
  subGroup: string;
}

export interface GroupTotals {
  /** Distinct items that pass the filters. */
  total: number;
  groups: Map<string, { total: number; subGroups: Map<string, number> }>;
}

/**
 * Keeps the rows whose key names the group: the key itself is compared, not the item's values, so an item
 * with two labels read for one label's group is read in that group alone. The parameter takes the key's type.
 */
function inGroup(query: Knex.QueryBuilder, key: string, name: string): void {
  if (name === NONE_GROUP) query.whereRaw(`${key} is null`);
  else query.whereRaw(`${key} = ?`, [name]);
}

/**
 * The filtered live items with the key expressions of the request's grouping and sub-grouping joined in,
 * narrowed to the one group (and sub-group) the request names, if any.
 */
function keyed(db: Knex, projectId: string, request: WorkItemListRequest) {
  const query = liveItems(db, [projectId], request.filters, request.subIssue);
  const groupKey = request.groupBy ? grouping(request.groupBy).key(query, "g") : null;
  const subGroupKey = request.subGroupBy ? grouping(request.subGroupBy).key(query, "sg") : null;
  if (groupKey && request.groupId !== undefined) inGroup(query, groupKey, request.groupId);
  if (subGroupKey && request.subGroupId !== undefined) inGroup(query, subGroupKey, request.subGroupId);
  return { query, keys: [groupKey, subGroupKey].filter((key): key is string => key !== null), groupKey, subGroupKey };
}

/** The list columns and extras of the page's ids, each looked up by primary key (a page is small; the project is not). */
export function rowsOf(db: Knex, numbered: Knex.QueryBuilder) {
  const columns = LIST_COLUMNS.map((name) => `i.${name}`).join(", ");
  return db
    .with("numbered", numbered)
    .select("i.*", "numbered.group_key", "numbered.sub_group_key")
    .from("numbered")
    .joinRaw(`cross join lateral (select ${columns}, ${extrasColumns("i")} from issues i where i.id = numbered.id) i`);
}

/**
 * The item of a list row: its LIST_COLUMNS and nothing else. Copied field by field into the model rather
 * than through fromDatabaseJson over a copy with the other columns deleted: a page is hundreds of rows and
 * that path cost more than the rest of the presenting.
 */
function listIssue(row: Record<string, unknown>): Issue {
  const issue = new Issue();
  const target = issue as unknown as Record<string, unknown>;
  for (const name of LIST_COLUMNS) target[name] = row[name];
  return issue;
}

/** A page row read with rowsOf() or the column-group walk: the item, its extras and its group keys. */
export function toPageRow(row: Record<string, unknown>): PageRow {
  return { issue: listIssue(row), extras: extrasOf(row), group: groupName(row.group_key), subGroup: groupName(row.sub_group_key) };
}

/**
 * One page of every group in one query. Ungrouped, the page's ids come from the ordering index with
 * LIMIT/OFFSET over ids alone (index-only), so a late page costs a short index walk rather than a sort.
 * Grouped, each item is numbered within its (sub-)group in the requested order and only the numbers of the
 * cursor's page are kept, so a group costs no query of its own. Either way the full rows are read for the
 * page alone.
 */
export async function fetchPage(db: Knex, projectId: string, request: WorkItemListRequest): Promise<PageRow[]> {
  const { query, keys, groupKey, subGroupKey } = keyed(db, projectId, request);
  const offset = request.page * request.perPage;
  let rows: Record<string, unknown>[];
  if (keys.length === 0) {
    query
      .select("i.id", db.raw("null as group_key"), db.raw("null as sub_group_key"))
      .orderByRaw(orderSql(request.orderBy))
      .limit(request.perPage)
      .offset(offset);
    // The page keeps its order by sorting its few rows again on the same key (the lateral rows are aliased i).
    rows = (await rowsOf(db, query).orderByRaw(orderSql(request.orderBy))) as Record<string, unknown>[];
  } else {
    query.select(
      "i.id",
      db.raw(`${groupKey}::text as group_key`),
      db.raw(`${subGroupKey ?? "null"}::text as sub_group_key`),
      db.raw(`row_number() over (partition by ${keys.join(", ")} order by ${orderSql(request.orderBy)}) as row_in_group`),
    );
    const page = db.select("*").from(query.as("w")).where("w.row_in_group", ">", offset).where("w.row_in_group", "<=", offset + request.perPage);
    rows = (await rowsOf(db, page).orderBy(["numbered.group_key", "numbered.sub_group_key", "numbered.row_in_group"])) as Record<string, unknown>[];
  }
  return rows.map(toPageRow);
}

/**
 * Totals of every (sub-)group and of the whole list in one query (grouping sets when needed). Distinct ids count an
 * item once per group even when a many-valued key joins it in several times.
 */
export async function countGroups(db: Knex, projectId: string, request: WorkItemListRequest): Promise<GroupTotals> {
  const { query, groupKey, subGroupKey } = keyed(db, projectId, request);
  const manyValued = [request.groupBy, request.subGroupBy].some((key) => key !== null && grouping(key).manyValued);
  const count = manyValued ? "count(distinct i.id)" : "count(*)";
  const totals: GroupTotals = { total: 0, groups: new Map() };
  if (!groupKey) {
    const [row] = (await query.select(db.raw(`${count} as total`))) as { total: number | string }[];
    totals.total = Number(row?.total ?? 0);
    return totals;
  }
  if (!subGroupKey && !manyValued) {
    // One grouping of one value per item: the groups partition the list, so their sum is the total.
    const rows = (await query.select(db.raw(`${groupKey}::text as group_key`), db.raw("count(*) as total")).groupByRaw(groupKey)) as { group_key: string | null; total: number | string }[];
    for (const row of rows) {
      totals.groups.set(groupName(row.group_key), { total: Number(row.total), subGroups: new Map() });
      totals.total += Number(row.total);
    }
    return totals;
  }
  const sets = subGroupKey ? `(${groupKey}, ${subGroupKey}), (${groupKey}), ()` : `(${groupKey}), ()`;
  query
    .select(
      db.raw(`${groupKey}::text as group_key`),
      db.raw(`${subGroupKey ?? "null"}::text as sub_group_key`),
      db.raw(`grouping(${groupKey}) as whole_list`),
      db.raw(`${subGroupKey ? `grouping(${subGroupKey})` : "1"} as whole_group`),
      db.raw(`${count} as total`),
    )
    .groupByRaw(`grouping sets (${sets})`);
  const rows = (await query) as { group_key: string | null; sub_group_key: string | null; whole_list: number; whole_group: number; total: number | string }[];
  for (const row of rows) {
    const total = Number(row.total);
    if (Number(row.whole_list) === 1) {
      totals.total = total;
      continue;
    }
    const name = groupName(row.group_key);
    const group = totals.groups.get(name) ?? { total: 0, subGroups: new Map<string, number>() };
    if (Number(row.whole_group) === 1) group.total = total;
    else group.subGroups.set(groupName(row.sub_group_key), total);
    totals.groups.set(name, group);
  }
  return totals;
}
