import { STATE_GROUP_ORDER } from "../contract/stateOrder.js";

/**
 * The ORDER BY of a query of states (the table aliased `alias`) that orders them as compareStates in
 * api/contract/stateOrder.ts does: by the fixed group order, then sequence, then id. For orderByRaw.
 */
export function stateOrderSql(alias: string): [sql: string, bindings: [string[]]] {
  return [`array_position(?::text[], ${alias}."group"), ${alias}.sequence, ${alias}.id`, [[...STATE_GROUP_ORDER]]];
}
