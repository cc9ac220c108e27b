import { STATE_GROUPS } from "./workItems.js";

/**
 * SPEC.md section 3: states are ordered by the fixed group order, then by their sequence within it. The
 * triage group (intake items, never listed with the others) comes first when it shows at all.
 */
export const STATE_GROUP_ORDER: readonly string[] = ["triage", ...STATE_GROUPS];

type Ordered = { group: string; sequence: number; id: string };

/** Where a group sits in the order; an unknown one goes last rather than throwing. */
export function stateGroupRank(group: string): number {
  const rank = STATE_GROUP_ORDER.indexOf(group);
  return rank < 0 ? STATE_GROUP_ORDER.length : rank;
}

/**
 * The one order of states everywhere (board columns, list groups, pickers, filters, settings): by group,
 * then sequence, then id so that equal sequences still sort the same way on every screen. The server
 * orders its queries the same way (api/states/stateOrder.ts).
 */
export function compareStates(a: Ordered, b: Ordered): number {
  return stateGroupRank(a.group) - stateGroupRank(b.group) || a.sequence - b.sequence || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}
