import type { Knex } from "knex";
import { liveItems } from "./filters.js";
import type { Grouping } from "./groupings.js";
import { orderSql } from "./ordering.js";
import { EXTRAS_COLUMN_NAMES, extrasColumns } from "../load.js";
import { LIST_COLUMNS, toPageRow, type PageRow } from "./query.js";
import type { WorkItemListRequest } from "./request.js";

/**
 * The groups to read a page of: the keys (a list, or a query of one text column) and whether the items
 * without a value (None) are one of them.
 */
export interface GroupKeys {
  keys: readonly string[] | Knex.QueryBuilder;
  none: boolean;
}

function isKeyList(keys: GroupKeys["keys"]): keys is readonly string[] {
  return Array.isArray(keys);
}

/**
 * The page of every group when the key is a column of the item (state, priority, creator, target date):
 * one query that, for each of `groups`, walks that group's index (issues_live_by_state ...)
 * for one page with LIMIT/OFFSET. No item outside the page is read, so the cost follows the page size,
 * not the project's size; the window numbering of query.ts would read the whole project.
 */
export async function fetchColumnGroupPages(
  db: Knex,
  projectId: string,
  request: WorkItemListRequest,
  column: NonNullable<Grouping["column"]>,
  groups: GroupKeys,
): Promise<PageRow[]> {
  const offset = request.page * request.perPage;
  const { keys } = groups;
  const order = orderSql(request.orderBy);
  const pageOf = (condition: string) =>
    liveItems(db, [projectId], request.filters, request.subIssue).select("i.id").whereRaw(condition).orderByRaw(order).limit(request.perPage).offset(offset);
  const columns = [...LIST_COLUMNS, ...EXTRAS_COLUMN_NAMES].map((name) => `r.${name}`).join(", ");
  const row = `cross join lateral (select r.*, ${extrasColumns("r")} from issues r where r.id = p.id) r`;
  const branches: Knex.QueryBuilder[] = [];
  if (!isKeyList(keys) || keys.length > 0) {
    branches.push(
      db
        .select(db.raw(`${columns}, k.group_key`))
        .from(
          db.raw(`? as k(group_key) cross join lateral ? as p ${row}`, [
            isKeyList(keys) ? db.raw("unnest(?::text[])", [[...keys]]) : keys,
            pageOf(`${column.name} = k.group_key::${column.type}`),
          ]),
        ),
    );
  }
  if (groups.none) {
    branches.push(
      db
        .select(db.raw(`${columns}, null::text as group_key`))
        .from(pageOf(`${column.name} is null`).as("p"))
        .joinRaw(row),
    );
  }
  const [first, ...rest] = branches;
  if (!first) return [];
  // The union is aliased i so that the page is put back in order with the same ORDER BY text.
  const union = rest.length > 0 ? first.unionAll(rest, true) : first;
  const rows = (await db.select("*").from(union.as("i")).orderByRaw(`i.group_key, ${order}`)) as Record<string, unknown>[];
  return rows.map(toPageRow);
}
