import type { PageAccess } from "./pages.js";

/** Pages on the wire, as api/presenters/page.ts returns them (Plane's field names, so its web client reads them). */

/** A page in a list (SPEC.md section 3 "Page"); is_favorite is the caller's own. */
export interface PageShape {
  id: string;
  name: string;
  owned_by: string | null;
  access: PageAccess;
  color: string;
  logo_props: Record<string, unknown>;
  /** Page labels are not built; Plane's clients read the field. */
  label_ids: string[];
  /** Pages do not nest in Cairn; Plane's clients read the field. */
  parent: null;
  /** Set when the page is published; publishing is not built. */
  anchor: null;
  is_favorite: boolean;
  is_locked: boolean;
  archived_at: string | null;
  workspace: string;
  /** The page's one project, as the list Plane's clients read. */
  project_ids: string[];
  created_at: string;
  updated_at: string;
  created_by: string | null;
  updated_by: string | null;
}

/** One page opened: the list's fields and its document as HTML. */
export interface PageDetailShape extends PageShape {
  description_html: string;
}

/** A page as its events carry it: they reach every reader, so not the author's own is_favorite. */
export type PageEventShape = Omit<PageShape, "is_favorite">;

/** The counts beside the list's tabs (Plane's pages-summary). */
export interface PagesSummaryShape {
  public_pages: number;
  private_pages: number;
  archived_pages: number;
}

/** A saved version of a page in the version list. */
export interface PageVersionShape {
  id: string;
  workspace: string;
  page: string;
  owned_by: string | null;
  last_saved_at: string;
  created_at: string;
}

/** One version opened: its document, the Yjs state as base64 (null when only the HTML was kept). */
export interface PageVersionDetailShape extends PageVersionShape {
  description_binary: string | null;
  description_html: string;
  description_stripped: string;
}
