import type { OrderBy } from "../../contract/workItemDisplay.js";

/**
 * ORDER BY text for each allow-listed order_by (never built from the request itself). Dates may be empty
 * and sort last either way, as Plane does. The id tie-break makes pages stable; its direction follows the
 * key so that an index on (key, id) serves the order in one scan.
 */
const PRIORITY_RANK_SQL = "(case i.priority when 'urgent' then 4 when 'high' then 3 when 'medium' then 2 when 'low' then 1 else 0 end)";

const ORDERS: Record<OrderBy, string> = {
  sort_order: "i.sort_order asc, i.id asc",
  "-sort_order": "i.sort_order desc, i.id desc",
  created_at: "i.created_at asc, i.id desc",
  "-created_at": "i.created_at desc, i.id asc",
  updated_at: "i.updated_at asc, i.id desc",
  "-updated_at": "i.updated_at desc, i.id asc",
  start_date: "i.start_date asc nulls last, i.sort_order asc, i.id asc",
  "-start_date": "i.start_date desc nulls last, i.sort_order asc, i.id asc",
  target_date: "i.target_date asc nulls last, i.sort_order asc, i.id asc",
  "-target_date": "i.target_date desc nulls last, i.sort_order asc, i.id asc",
  priority: `${PRIORITY_RANK_SQL} asc, i.sort_order asc, i.id asc`,
  "-priority": `${PRIORITY_RANK_SQL} desc, i.sort_order asc, i.id asc`,
};

export function orderSql(orderBy: OrderBy): string {
  return ORDERS[orderBy];
}
