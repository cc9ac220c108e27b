import type { Knex } from "knex";
import { Page } from "../../db/models/Page.js";
import { findInScope } from "../findInScope.js";
import { PAGE_NOT_FOUND } from "../policies/page.js";

/** Every column but the Yjs state, which only the document endpoints and the document server read. */
export const PAGE_COLUMNS = [
  "id",
  "workspace_id",
  "project_id",
  "name",
  "logo_props",
  "color",
  "owned_by_id",
  "access",
  "is_locked",
  "archived_at",
  "description_html",
  "description_stripped",
  "created_by_id",
  "updated_by_id",
  "created_at",
  "updated_at",
].map((column) => `pages.${column}`);

/** Where a page is looked for: the project the caller reached through the tenant wall. */
export interface PageScope {
  workspace_id: string;
  id: string;
}

/**
 * One page of the project, whoever may see it (api/policies/page.ts decides that): another project's page
 * and a made-up or malformed id are the same 404. `forUpdate` locks the row for the rest of the transaction.
 */
export async function findPage(db: Knex, project: PageScope, pageId: string, options: { forUpdate?: boolean } = {}): Promise<Page> {
  return findInScope(pageId, PAGE_NOT_FOUND, () => {
    const query = Page.query(db).select(PAGE_COLUMNS).where({ "pages.id": pageId, "pages.project_id": project.id, "pages.workspace_id": project.workspace_id }).first();
    return options.forUpdate ? query.forUpdate() : query;
  });
}
