import type { Knex } from "knex";
import { liveItems } from "./filters.js";
import { NONE_GROUP, type Grouping } from "./groupings.js";
import { orderSql } from "./ordering.js";
import { EXTRAS_COLUMN_NAMES, extrasColumns } from "../load.js";
import { LIST_COLUMNS, toPageRow, type PageRow } from "./query.js";
import type { WorkItemListRequest } from "./request.js";

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
  groups: readonly string[],
): Promise<PageRow[]> {
  const offset = request.page * request.perPage;
  const keys = groups.filter((name) => name !== NONE_GROUP);
  const order = orderSql(request.orderBy);
  const pageOf = (condition: string) =>
    liveItems(db, [projectId], request.filters, request.subIssue).select("i.id").whereRaw(condition).orderByRaw(order).limit(request.perPage).offset(offset);
  const columns = [...LIST_COLUMNS, ...EXTRAS_COLUMN_NAMES].map((name) => `r.${name}`).join(", ");
  const row = `cross join lateral (select r.*, ${extrasColumns("r")} from issues r where r.id = p.id) r`;
  const branches: Knex.QueryBuilder[] = [];
  if (keys.length > 0) {
    branches.push(
      db
        .select(db.raw(`${columns}, k.group_key`))
        .from(
          db.raw(`unnest(?::text[]) as k(group_key) cross join lateral ? as p ${row}`, [
            keys,
            pageOf(`${column.name} = k.group_key::${column.type}`),
          ]),
        ),
    );
  }
  if (groups.includes(NONE_GROUP)) {
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
  return rows.map((row) => toPageRow({ ...row, sub_group_key: null }));
}
