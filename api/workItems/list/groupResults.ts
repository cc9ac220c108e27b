import type { WorkItemGroupPage, WorkItemSubGroupedPage } from "../../contract/workItemShapes.js";
import type { GroupTotals, PageRow } from "./query.js";

/** A grouping's known groups in display order, and whether those without items are shown too. */
export interface GroupUniverse {
  keys: readonly string[];
  showEmpty: boolean;
}

/** Group names in display order: the known ones first (all of them when empty groups are asked for), then the rest as counted. */
function orderedNames(counted: Iterable<string>, universe: GroupUniverse | null): string[] {
  const names = [...counted];
  if (!universe) return names;
  const known = universe.showEmpty ? universe.keys : universe.keys.filter((name) => names.includes(name));
  return [...known, ...names.filter((name) => !universe.keys.includes(name))];
}

/** Rows into `{group: {results, total_results}}`; empty groups only when their universe says so. */
export function groupRows<T>(rows: readonly PageRow[], present: (row: PageRow) => T, totals: GroupTotals, universe: GroupUniverse | null) {
  const grouped: Record<string, WorkItemGroupPage<T>> = {};
  for (const name of orderedNames(totals.groups.keys(), universe)) grouped[name] = { results: [], total_results: totals.groups.get(name)?.total ?? 0 };
  for (const row of rows) grouped[row.group]?.results.push(present(row));
  return grouped;
}

/** Rows into `{group: {results: {sub: {results, total_results}}, total_results}}`. */
export function subGroupRows<T>(
  rows: readonly PageRow[],
  present: (row: PageRow) => T,
  totals: GroupTotals,
  universes: { group: GroupUniverse | null; subGroup: GroupUniverse | null },
) {
  const grouped: Record<string, WorkItemSubGroupedPage<T>> = {};
  for (const name of orderedNames(totals.groups.keys(), universes.group)) {
    const counted = totals.groups.get(name);
    const subGroups: Record<string, WorkItemGroupPage<T>> = {};
    for (const sub of orderedNames(counted?.subGroups.keys() ?? [], universes.subGroup)) {
      subGroups[sub] = { results: [], total_results: counted?.subGroups.get(sub) ?? 0 };
    }
    grouped[name] = { results: subGroups, total_results: counted?.total ?? 0 };
  }
  for (const row of rows) grouped[row.group]?.results[row.subGroup]?.results.push(present(row));
  return grouped;
}
