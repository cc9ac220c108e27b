import type { Knex } from "knex";
import { containsPattern } from "../../db/likePattern.js";
import { Page } from "../../db/models/Page.js";
import { PAGE_ACCESS, PAGE_DEFAULT_ORDER_BY, type PageOrderBy, type PageTab } from "../contract/pages.js";
import { PAGE_COLUMNS, type PageScope } from "./findPage.js";

export interface PageListFilter {
  /** Without a tab, every page the reader may see (Plane's web client filters the tabs itself). */
  tab?: PageTab | undefined;
  search?: string | undefined;
  orderBy?: PageOrderBy | undefined;
}

/**
 * The pages of a project the reader may see, in the public, private or archived tab: public pages, and
 * private ones they own (SPEC.md section 6). Newest change first unless asked otherwise; the id keeps
 * ties in one order between calls.
 */
export async function listPages(db: Knex, project: PageScope, readerId: string, filter: PageListFilter = {}): Promise<Page[]> {
  const query = Page.query(db)
    .select(PAGE_COLUMNS)
    .where({ "pages.project_id": project.id, "pages.workspace_id": project.workspace_id })
    .modify(visibleTo, readerId);
  if (filter.tab === "archived") query.whereNotNull("pages.archived_at");
  else if (filter.tab) query.whereNull("pages.archived_at").where("pages.access", filter.tab === "public" ? PAGE_ACCESS.PUBLIC : PAGE_ACCESS.PRIVATE);
  if (filter.search) query.where("pages.name", "ilike", containsPattern(filter.search));
  const orderBy = filter.orderBy ?? PAGE_DEFAULT_ORDER_BY;
  const column = orderBy.replace(/^-/, "");
  const direction = orderBy.startsWith("-") ? "desc" : "asc";
  // Names sort as people read them, regardless of case.
  if (column === "name") query.orderByRaw(`lower(pages.name) ${direction}`);
  return query.orderBy(`pages.${column}`, direction).orderBy("pages.id", direction);
}

/** Public pages, and the reader's own private ones. */
export function visibleTo(query: ReturnType<typeof Page.query>, readerId: string): void {
  query.where((where) => where.where("pages.access", PAGE_ACCESS.PUBLIC).orWhere("pages.owned_by_id", readerId));
}
