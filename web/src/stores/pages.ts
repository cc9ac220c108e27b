import { proxy } from "valtio";
import { PAGE_DEFAULT_ORDER_BY, type PageOrderBy, type PageTab } from "../../../api/contract/pages";
import type { PageShape, PagesSummaryShape } from "../../../api/contract/pageShapes";
import { api } from "../http/client";
import type { LoadState } from "./loadOwned";
import { projectPath } from "./projectPath";

/** What the pages list asks the server for: a tab, words in the name, a sort key. */
export interface PageQuery {
  tab: PageTab;
  search: string;
  orderBy: PageOrderBy;
}

/** The open project's pages list (one tab, search and sort at a time) and the counts beside its tabs. */
interface PagesStore {
  slug: string | null;
  projectId: string | null;
  query: PageQuery;
  pages: PageShape[];
  state: LoadState;
  summary: PagesSummaryShape | null;
}

export const DEFAULT_PAGE_QUERY: PageQuery = { tab: "public", search: "", orderBy: PAGE_DEFAULT_ORDER_BY };

export const pagesList = proxy<PagesStore>({
  slug: null,
  projectId: null,
  query: { ...DEFAULT_PAGE_QUERY },
  pages: [],
  state: "idle",
  summary: null,
});

export const pagesPath = (slug: string, projectId: string) => `${projectPath(slug, projectId)}/pages`;

let request = 0;

/**
 * Loads one tab of a project's pages. Another project empties the list first so its pages never show under
 * this one; a new query of the same project keeps the rows on screen until the answer replaces them.
 */
export async function loadPages(slug: string, projectId: string, query: PageQuery): Promise<void> {
  if (pagesList.projectId !== projectId || pagesList.slug !== slug) {
    pagesList.slug = slug;
    pagesList.projectId = projectId;
    pagesList.pages = [];
    pagesList.summary = null;
    pagesList.state = "idle";
  }
  // Another tab's rows would be wrong under this one; a new search or sort keeps the rows until the answer.
  if (pagesList.state !== "ready" || pagesList.query.tab !== query.tab) pagesList.state = "loading";
  pagesList.query = { ...query };
  const mine = ++request;
  const params = new URLSearchParams({ type: query.tab, order_by: query.orderBy });
  if (query.search.trim()) params.set("search", query.search.trim());
  try {
    const pages = await api.get<PageShape[]>(`${pagesPath(slug, projectId)}/?${params.toString()}`);
    if (mine !== request || pagesList.projectId !== projectId) return;
    pagesList.pages = pages;
    pagesList.state = "ready";
  } catch {
    if (mine === request && pagesList.projectId === projectId) pagesList.state = "error";
  }
}

/** The counts beside the tabs; a failure keeps the last counts (the tabs still work without them). */
export async function loadPagesSummary(slug: string, projectId: string): Promise<void> {
  try {
    const summary = await api.get<PagesSummaryShape>(`${projectPath(slug, projectId)}/pages-summary/`);
    if (pagesList.projectId === projectId) pagesList.summary = summary;
  } catch {
    // The tabs stay usable; the counts come back with the next change.
  }
}

/** The list and its counts again, as they now are for the open query. */
export function reloadPages(): void {
  const { slug, projectId, query } = pagesList;
  if (!slug || !projectId) return;
  void loadPages(slug, projectId, query);
  void loadPagesSummary(slug, projectId);
}
