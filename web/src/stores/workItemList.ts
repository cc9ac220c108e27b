import { proxy, ref } from "valtio";
import { NONE_GROUP, type FilterKey, type GroupBy, type OrderBy } from "../../../api/contract/workItemDisplay";
import type { WorkItemGroupPage, WorkItemListPage, WorkItemSubGroupedPage } from "../../../api/contract/workItemShapes";
import { api } from "../http/client";
import type { WorkItem } from "../http/types";
import type { LoadState } from "./loadOwned";
import { projectStates } from "./projectStates";
import { issuesPath, putWorkItem, workItemCache } from "./workItemCache";
import { matchesListQuery, TYPE_STATE_GROUPS } from "./viewFilterMatch";
import { compareForOrder, groupKeyOrder, groupKeysOf } from "./workItemGroups";

/** What a layout asks the list API for (SPEC.md section 7); the same query twice is one load. */
export interface WorkItemListQuery {
  groupBy: GroupBy | null;
  subGroupBy: GroupBy | null;
  orderBy: OrderBy;
  /** Rows per page, per group when grouped: no layout loads a whole project at once. */
  perPage: number;
  showEmptyGroups: boolean;
  subIssue: boolean;
  filters: Readonly<Record<FilterKey, readonly string[] | null>>;
  /** Plane's display filter "type": active work (unstarted, started) or the backlog, over the state group filter. */
  type: "active" | "backlog" | null;
  /** Conditions a layout adds to the person's filters, e.g. the calendar's visible days. */
  extraFilters?: Partial<Record<"start_date" | "target_date", readonly string[]>>;
}

/** One group's loaded rows; `subGroups` when the layout sub-groups (kanban swimlanes). */
export interface ListGroup {
  key: string;
  total: number;
  ids: string[];
  subGroups: ListGroup[] | null;
  /**
   * Each group (each cell of a sub-grouped board: a sub-group) pages on its own (loadMoreInGroup): the
   * cursor of its next page, null once it is all loaded. A group that holds sub-groups keeps none.
   */
  nextCursor: string | null;
  moreState: "idle" | "loading" | "error";
}

/** A group, or a sub-group within it: one list group or one cell of a board. */
export interface GroupCell {
  group: string;
  sub: string | null;
}

interface WorkItemListStore {
  projectId: string | null;
  query: WorkItemListQuery | null;
  state: LoadState;
  /** A further page of an ungrouped list; its failure keeps the rows already shown. */
  moreState: "idle" | "loading" | "error";
  /** The next page of an ungrouped list (a grouped one pages each group: ListGroup.nextCursor). */
  nextCursor: string | null;
  /** Work items matching the filters, in every group together. */
  totalCount: number;
  /**
   * The rows in order when the query has no grouping: a plain array held by reference (valtio's ref) and
   * replaced, never changed in place (setIds). A proxied array was copied element by element into every
   * snapshot, time in proportion to the 10,000 ids of a big project on each page arriving while scrolling.
   */
  ids: readonly string[];
  groups: ListGroup[] | null;
}

export const workItemList = proxy<WorkItemListStore>({
  projectId: null,
  query: null,
  state: "idle",
  moreState: "idle",
  nextCursor: null,
  totalCount: 0,
  ids: ref([]),
  groups: null,
});

function setIds(ids: string[]): void {
  workItemList.ids = ref(ids);
}

/** The filters the list API reads (api/routes/workItems/listSchema.ts); cycle and module wait for those features. */
const LIST_FILTERS = ["priority", "state", "state_group", "assignees", "mentions", "created_by", "labels", "subscriber", "start_date", "target_date"] as const;

const NIL_UUID = "00000000-0000-0000-0000-000000000000";

function queryString(query: WorkItemListQuery, cursor: string, cell?: GroupCell): string {
  const params = new URLSearchParams({ per_page: String(query.perPage), cursor, order_by: query.orderBy, sub_issue: String(query.subIssue) });
  if (query.groupBy) {
    params.set("group_by", query.groupBy);
    params.set("show_empty_groups", String(query.showEmptyGroups));
    if (query.subGroupBy) params.set("sub_group_by", query.subGroupBy);
    if (cell) params.set("group_id", cell.group);
    if (cell?.sub != null) params.set("sub_group_id", cell.sub);
  }
  for (const key of LIST_FILTERS) {
    const values = [...(query.filters[key] ?? []), ...((key === "start_date" || key === "target_date" ? query.extraFilters?.[key] : undefined) ?? [])];
    if (values.length > 0) params.set(key, values.join(","));
  }
  if (query.type) {
    const chosen = query.filters.state_group;
    const groups = TYPE_STATE_GROUPS[query.type].filter((group) => !chosen?.length || chosen.includes(group));
    if (groups.length > 0) params.set("state_group", groups.join(","));
    // The chosen state groups and the type share none: nothing matches, which the nil UUID (no state's id) says.
    else params.set("state", NIL_UUID);
  }
  return params.toString();
}

type GroupedResults = Record<string, WorkItemGroupPage<WorkItem> | WorkItemSubGroupedPage<WorkItem>>;

/** A page of the list, whose results are grouped (or sub-grouped) when the query groups. */
type ListPage = WorkItemListPage<WorkItem[] | GroupedResults>;

/** Caches a page's items and answers the ids of those not listed in `listed` yet, in the page's order. */
function unlistedIds(listed: readonly string[], items: readonly WorkItem[]): string[] {
  const known = new Set(listed);
  for (const item of items) putWorkItem(item);
  // An item placed here before its page arrived is already listed.
  return items.flatMap((item) => (known.has(item.id) ? [] : [item.id]));
}

function groupNamed(groups: ListGroup[], key: string, sub: boolean): ListGroup {
  let group = groups.find((candidate) => candidate.key === key);
  if (!group) {
    group = { key, total: 0, ids: [], subGroups: sub ? [] : null, nextCursor: null, moreState: "idle" };
    groups.push(group);
  }
  return group;
}

/** Page `index` of a group's (or cell's) rows into it, and the cursor of the page after it, if any. */
function appendGroupPage(group: ListGroup, page: WorkItemGroupPage<WorkItem>, perPage: number, index: number): void {
  group.total = page.total_results;
  group.ids.push(...unlistedIds(group.ids, page.results));
  group.nextCursor = page.total_results > (index + 1) * perPage ? `${perPage}:${index + 1}:0` : null;
}

/** The first page of every group (and sub-group). */
function mergeGroups(groups: ListGroup[], results: GroupedResults, sub: boolean, perPage: number): void {
  for (const [key, page] of Object.entries(results)) {
    const group = groupNamed(groups, key, sub);
    if (Array.isArray(page.results)) appendGroupPage(group, { results: page.results, total_results: page.total_results }, perPage, 0);
    else {
      group.total = page.total_results;
      for (const [subKey, subPage] of Object.entries(page.results)) appendGroupPage(groupNamed(group.subGroups ?? (group.subGroups = []), subKey, false), subPage, perPage, 0);
    }
  }
}

/**
 * Puts the groups (and sub-groups) in their grouping's order: a group met first on a later page, or made
 * by an item moving into it, would otherwise land at the end (a new state after Done).
 */
function orderGroups(groups: ListGroup[], levels: readonly (GroupBy | null)[]): void {
  const [level, ...deeper] = levels;
  const compare = level ? groupKeyOrder(level, projectStates.states) : null;
  if (compare) groups.sort((a, b) => compare(a.key, b.key));
  for (const group of groups) if (group.subGroups) orderGroups(group.subGroups, deeper);
}

function applyPage(page: ListPage): void {
  const query = workItemList.query;
  if (Array.isArray(page.results)) {
    setIds([...workItemList.ids, ...unlistedIds(workItemList.ids, page.results)]);
    workItemList.nextCursor = page.next_page_results ? page.next_cursor : null;
  } else {
    const groups = workItemList.groups ?? (workItemList.groups = []);
    mergeGroups(groups, page.results, Boolean(query?.subGroupBy), query?.perPage ?? 0);
    orderGroups(groups, [query?.groupBy ?? null, query?.subGroupBy ?? null]);
    workItemList.nextCursor = null;
  }
  workItemList.totalCount = page.total_count;
}

/** The rows a page holds for one cell: its group's, or its sub-group's within the group. */
function cellPageOf(page: ListPage, cell: GroupCell): WorkItemGroupPage<WorkItem> | undefined {
  const group = Array.isArray(page.results) ? undefined : page.results[cell.group];
  if (!group) return undefined;
  if (Array.isArray(group.results)) return cell.sub === null ? { results: group.results, total_results: group.total_results } : undefined;
  return cell.sub === null ? undefined : group.results[cell.sub];
}

/** The group, or the sub-group of a cell, as held now. */
function cellOf(cell: GroupCell): ListGroup | undefined {
  const group = workItemList.groups?.find((candidate) => candidate.key === cell.group);
  return cell.sub === null ? group : group?.subGroups?.find((candidate) => candidate.key === cell.sub);
}

let listRequest = 0;

const sameQuery = (a: WorkItemListQuery | null, b: WorkItemListQuery) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The first page of a layout's query (every group's first page when grouped); later pages follow as the
 * layout scrolls or asks (loadMoreWorkItems). Asking again for the query already shown does nothing.
 */
export async function loadWorkItemList(slug: string, projectId: string, query: WorkItemListQuery, options: { force?: boolean } = {}): Promise<void> {
  if (!options.force && workItemList.projectId === projectId && sameQuery(workItemList.query, query) && workItemList.state !== "error") return;
  const request = ++listRequest;
  const sameProject = workItemList.projectId === projectId;
  workItemList.projectId = projectId;
  workItemList.query = query;
  workItemList.nextCursor = null;
  workItemList.moreState = "idle";
  // Another filter or grouping of the same project keeps the old rows dimmed until the answer comes.
  if (!sameProject) {
    setIds([]);
    workItemList.groups = null;
  }
  workItemList.state = "loading";
  try {
    const page = await api.get<ListPage>(`${issuesPath(slug, projectId)}/?${queryString(query, `${query.perPage}:0:0`)}`);
    if (request !== listRequest) return;
    setIds([]);
    workItemList.groups = query.groupBy ? [] : null;
    applyPage(page);
    workItemList.state = "ready";
  } catch {
    if (request === listRequest) workItemList.state = "error";
  }
}

/** The next page of an ungrouped list (a grouped one pages each group with loadMoreInGroup). */
export async function loadMoreWorkItems(slug: string, projectId: string): Promise<void> {
  const { nextCursor: cursor, query } = workItemList;
  if (!cursor || !query || workItemList.projectId !== projectId || workItemList.moreState === "loading") return;
  const request = listRequest;
  workItemList.moreState = "loading";
  try {
    const page = await api.get<ListPage>(`${issuesPath(slug, projectId)}/?${queryString(query, cursor)}`);
    if (request !== listRequest) return;
    applyPage(page);
    workItemList.moreState = "idle";
  } catch {
    if (request === listRequest) workItemList.moreState = "error";
  }
}

/**
 * The next page of one group, or of one cell of a sub-grouped board, alone (the list API's group_id and
 * sub_group_id): the other groups keep what they hold, and the page's totals are that group's or cell's.
 */
export async function loadMoreInGroup(slug: string, projectId: string, cell: GroupCell): Promise<void> {
  const { query } = workItemList;
  const target = cellOf(cell);
  const cursor = target?.nextCursor;
  if (!query || !target || !cursor || workItemList.projectId !== projectId || target.moreState === "loading") return;
  const request = listRequest;
  target.moreState = "loading";
  try {
    const page = await api.get<ListPage>(`${issuesPath(slug, projectId)}/?${queryString(query, cursor, cell)}`);
    if (request !== listRequest) return;
    const cellPage = cellPageOf(page, cell);
    if (cellPage) appendGroupPage(target, cellPage, query.perPage, Number(cursor.split(":")[1]));
    target.moreState = "idle";
  } catch {
    if (request === listRequest) target.moreState = "error";
  }
}

function stateGroupOf(stateId: string): string | undefined {
  return projectStates.states.find((state) => state.id === stateId)?.group;
}

function insertOrdered(ids: string[], item: WorkItem, orderBy: OrderBy): void {
  const compare = compareForOrder(orderBy);
  const index = ids.findIndex((id) => {
    const other = workItemCache.byId[id];
    return other !== undefined && compare(item, other) < 0;
  });
  if (index < 0) ids.push(item.id);
  else ids.splice(index, 0, item.id);
}

function removeId(ids: string[], id: string): boolean {
  const index = ids.indexOf(id);
  if (index >= 0) ids.splice(index, 1);
  return index >= 0;
}

/** Takes an item out of every group it shows in, counting each such group down; answers whether it was shown. */
function removeFromGroups(groups: ListGroup[], id: string): boolean {
  let found = false;
  for (const group of groups) {
    const held = group.subGroups ? removeFromGroups(group.subGroups, id) : removeId(group.ids, id);
    if (held) group.total = Math.max(0, group.total - 1);
    found ||= held;
  }
  return found;
}

/** Puts an item in each group (and sub-group) it belongs to, at its place in the order; answers whether it was added anywhere. */
function addToGroups(groups: ListGroup[], item: WorkItem, orderBy: OrderBy, levels: readonly GroupBy[]): boolean {
  const [level, ...deeper] = levels;
  if (!level) return false;
  let added = false;
  for (const key of groupKeysOf(item, level, stateGroupOf)) {
    const group = groupNamed(groups, key, deeper.length > 0);
    let held = false;
    if (group.subGroups) held = addToGroups(group.subGroups, item, orderBy, deeper);
    else if (!group.ids.includes(item.id)) {
      insertOrdered(group.ids, item, orderBy);
      held = true;
    }
    if (held) group.total += 1;
    added ||= held;
  }
  return added;
}

function listsItem(id: string): boolean {
  const contains = (groups: readonly ListGroup[]): boolean => groups.some((group) => group.ids.includes(id) || contains(group.subGroups ?? []));
  return workItemList.ids.includes(id) || contains(workItemList.groups ?? []);
}

/**
 * SPEC.md section 4 "work item lifecycle in lists": an item created, or changed so that its group or
 * place in the order differs, is moved to where a reload would show it, and the group counts follow.
 */
export function placeInList(item: WorkItem, { created = false } = {}): void {
  const query = workItemList.query;
  if (!query || workItemList.projectId !== item.project_id) return;
  if (!created && !listsItem(item.id)) return;
  if (created && listsItem(item.id)) return;
  if (created) workItemList.totalCount += 1;
  if (!workItemList.groups) {
    const ids = [...workItemList.ids];
    removeId(ids, item.id);
    insertOrdered(ids, item, query.orderBy);
    setIds(ids);
    return;
  }
  removeFromGroups(workItemList.groups, item.id);
  addToGroups(workItemList.groups, item, query.orderBy, [query.groupBy, query.subGroupBy].filter((level): level is GroupBy => level !== null));
  orderGroups(workItemList.groups, [query.groupBy, query.subGroupBy]);
}

/**
 * An item created or changed elsewhere: placed as a local edit would be when it matches the open layout's
 * filters, taken out when it no longer does, and added (counted up) when it starts to. `before` is the item
 * as held before the change (undefined for a new item). Answers false when the client cannot decide (see
 * viewFilterMatch.ts) and the caller should read the list again from the server.
 */
export function followRemoteItem(item: WorkItem, before?: WorkItem): boolean {
  const query = workItemList.query;
  if (!query || workItemList.projectId !== item.project_id) return true;
  const matches = matchesListQuery(item, query, stateGroupOf);
  if (matches === null) return false;
  if (!matches) {
    removeFromList(item.id);
    return true;
  }
  if (!before || listsItem(item.id)) {
    placeInList(item, { created: !before });
    return true;
  }
  // Not shown but matching: it either starts to match now, or already did beyond the pages loaded.
  const matchedBefore = matchesListQuery(before, query, stateGroupOf);
  if (matchedBefore === null) return false;
  if (!matchedBefore) placeInList(item, { created: true });
  return true;
}

/** Fills a grouping level by states with an empty group per state (when empty groups show) and drops a deleted state's empty one. */
function followStatesAt(groups: ListGroup[], levels: readonly (GroupBy | null)[], showEmpty: boolean): void {
  const [level, ...deeper] = levels;
  if (level === "state") {
    const known = new Set(projectStates.states.map((state) => state.id));
    const gone = groups.filter((group) => group.key !== NONE_GROUP && !known.has(group.key) && group.total === 0);
    for (const group of gone) groups.splice(groups.indexOf(group), 1);
    if (showEmpty) for (const id of known) groupNamed(groups, id, deeper[0] !== null && deeper[0] !== undefined);
  }
  for (const group of groups) if (group.subGroups) followStatesAt(group.subGroups, deeper, showEmpty);
}

/**
 * The groups follow the project's states after a state is created, changed or deleted (here or elsewhere):
 * its column appears (with "show empty groups"), an emptied deleted state's column goes, and the groups
 * keep the workflow order.
 */
export function followProjectStates(): void {
  const { query, groups } = workItemList;
  // Until the states are loaded every state group would pass for a deleted state's.
  if (!query || !groups || workItemList.projectId !== projectStates.projectId || projectStates.state !== "ready") return;
  const levels = [query.groupBy, query.subGroupBy];
  followStatesAt(groups, levels, query.showEmptyGroups);
  orderGroups(groups, levels);
}

/** A deleted or archived item leaves every layout. */
export function removeFromList(id: string): void {
  if (!listsItem(id)) return;
  if (workItemList.ids.includes(id)) setIds(workItemList.ids.filter((listed) => listed !== id));
  if (workItemList.groups) removeFromGroups(workItemList.groups, id);
  workItemList.totalCount = Math.max(0, workItemList.totalCount - 1);
}

/** Swaps a quick add's temporary row for the server's item in place. */
export function replaceInList(temporaryId: string, item: WorkItem): void {
  const swap = (ids: string[]) => {
    const index = ids.indexOf(temporaryId);
    if (index < 0) return;
    if (ids.includes(item.id)) ids.splice(index, 1);
    else ids[index] = item.id;
  };
  if (workItemList.ids.includes(temporaryId)) {
    const ids = [...workItemList.ids];
    swap(ids);
    setIds(ids);
  }
  const visit = (groups: ListGroup[]) => groups.forEach((group) => (swap(group.ids), visit(group.subGroups ?? [])));
  visit(workItemList.groups ?? []);
}
