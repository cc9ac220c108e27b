import type { Page } from "../../db/models/Page.js";
import type { PageDetailShape, PageEventShape, PageShape } from "../contract/pageShapes.js";
import { PAGE_ACCESS, type PageAccess } from "../contract/pages.js";

const iso = (value: Date | string) => new Date(value).toISOString();

/** A page as its events carry it to every reader (SPEC.md section 3, Plane's field names). */
export function presentPageToAll(page: Page): PageEventShape {
  return {
    id: page.id,
    name: page.name,
    owned_by: page.owned_by_id,
    access: (page.access === PAGE_ACCESS.PRIVATE ? PAGE_ACCESS.PRIVATE : PAGE_ACCESS.PUBLIC) satisfies PageAccess,
    color: page.color,
    logo_props: page.logo_props,
    label_ids: [],
    parent: null,
    anchor: null,
    is_locked: page.is_locked,
    archived_at: page.archived_at ? iso(page.archived_at) : null,
    workspace: page.workspace_id,
    project_ids: [page.project_id],
    created_at: iso(page.created_at),
    updated_at: iso(page.updated_at),
    created_by: page.created_by_id,
    updated_by: page.updated_by_id,
  };
}

/** A page in a list, for one reader: whether it is among their favorites. */
export function presentPage(page: Page, isFavorite: boolean): PageShape {
  return { ...presentPageToAll(page), is_favorite: isFavorite };
}

/** One page opened, with its document as HTML. */
export function presentPageDetail(page: Page, isFavorite: boolean): PageDetailShape {
  return { ...presentPage(page, isFavorite), description_html: page.description_html };
}
