import { api } from "../http/client";
import type { ListPage, WorkItem } from "../http/types";
import type { LoadState } from "./loadOwned";

/**
 * One owner's rows read a page at a time (the drafts of a workspace, the archived items of a project, a
 * workspace view, a member's activity). Another owner empties the list first, so the previous one's rows never show under it.
 */
export interface PagedList<Row extends { id: string } = WorkItem> {
  /** Whose items are held: a workspace slug, a project id, `${slug}/${view}`. */
  owner: string | null;
  items: Row[];
  state: LoadState;
  moreState: "idle" | "loading" | "error";
  nextCursor: string | null;
  totalCount: number;
}

/** SPEC.md section 7: drafts and archived items page 50 at a time. */
const PER_PAGE = 50;

interface PagedListOptions<Row> {
  perPage?: number;
  /** Called with each page's items as it arrives, e.g. to put them in the shared work item cache. */
  onItems?: (items: readonly Row[]) => void;
}

export function emptyPagedList<Row extends { id: string } = WorkItem>(): PagedList<Row> {
  return { owner: null, items: [], state: "idle", moreState: "idle", nextCursor: null, totalCount: 0 };
}

/**
 * The load, load-more and local edits of one paged list store. `listUrl` is the collection's address
 * with its trailing slash, and any filter of its own in the query; the page and cursor are added to it.
 */
export function pagedListActions<Row extends { id: string } = WorkItem>(list: PagedList<Row>, { perPage = PER_PAGE, onItems }: PagedListOptions<Row> = {}) {
  // A reload started later wins: the answers of earlier loads, and of pages asked for before it, are dropped.
  let listRequest = 0;
  const pageUrl = (listUrl: string, cursor: string) => `${listUrl}${listUrl.includes("?") ? "&" : "?"}per_page=${perPage}&cursor=${encodeURIComponent(cursor)}`;

  const appendPage = (page: ListPage<Row>) => {
    onItems?.(page.results);
    const known = new Set(list.items.map((item) => item.id));
    list.items.push(...page.results.filter((item) => !known.has(item.id)));
    list.totalCount = page.total_count;
    list.nextCursor = page.next_page_results ? page.next_cursor : null;
  };

  return {
    async load(owner: string, listUrl: string): Promise<void> {
      const request = ++listRequest;
      if (list.owner !== owner) {
        list.owner = owner;
        list.items = [];
        list.state = "idle";
      }
      if (list.state !== "ready") list.state = "loading";
      list.moreState = "idle";
      try {
        const page = await api.get<ListPage<Row>>(pageUrl(listUrl, `${perPage}:0:0`));
        if (request !== listRequest) return;
        list.items = [];
        appendPage(page);
        list.state = "ready";
      } catch {
        if (request === listRequest) list.state = "error";
      }
    },

    async loadMore(owner: string, listUrl: string): Promise<void> {
      const cursor = list.nextCursor;
      if (!cursor || list.owner !== owner || list.moreState === "loading") return;
      const request = listRequest;
      list.moreState = "loading";
      try {
        const page = await api.get<ListPage<Row>>(pageUrl(listUrl, cursor));
        if (request !== listRequest) return;
        appendPage(page);
        list.moreState = "idle";
      } catch {
        if (request === listRequest) list.moreState = "error";
      }
    },

    /** Puts a new entry first when its owner's list is the one held, unless a load already brought it. */
    prepend(owner: string, item: Row): void {
      if (list.owner !== owner || list.items.some((entry) => entry.id === item.id)) return;
      list.items.unshift(item);
      list.totalCount += 1;
    },

    drop(id: string): void {
      const before = list.items.length;
      list.items = list.items.filter((item) => item.id !== id);
      if (list.items.length < before) list.totalCount = Math.max(0, list.totalCount - 1);
    },
  };
}
