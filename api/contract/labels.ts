/**
 * Label constants of SPEC.md sections 3 and 9: the palette the colour picker offers, and the sort-order
 * arithmetic the server uses for new labels and the web app for moves.
 */

export const LABEL_COLORS = [
  "#FF6900",
  "#FCB900",
  "#7BDCB5",
  "#00D084",
  "#8ED1FC",
  "#0693E3",
  "#ABB8C3",
  "#EB144C",
  "#F78DA7",
  "#9900EF",
] as const;

export const LABEL_SORT_ORDER_DEFAULT = 65535;
export const LABEL_SORT_ORDER_END_STEP = 10000;

/** The sort order of a label created after `last` (the highest sort order among its project's labels). */
export function labelSortOrderAfter(last: number | null): number {
  return last === null ? LABEL_SORT_ORDER_DEFAULT : last + LABEL_SORT_ORDER_END_STEP;
}

/**
 * The sort order for a label dropped at `index` among `siblings` (their sort orders, ascending, without
 * the moved label): half the first one at the top, +10000 past the last one, the midpoint in between.
 */
export function labelSortOrderAt(siblings: readonly number[], index: number): number {
  const first = siblings[0];
  const last = siblings[siblings.length - 1];
  if (first === undefined || last === undefined) return LABEL_SORT_ORDER_DEFAULT;
  if (index <= 0) return first / 2;
  if (index >= siblings.length) return last + LABEL_SORT_ORDER_END_STEP;
  const before = siblings[index - 1] as number;
  const after = siblings[index] as number;
  return (before + after) / 2;
}
