import type { Knex } from "knex";
import { PageVersion } from "../../db/models/PageVersion.js";
import { findInScope } from "../findInScope.js";
import type { Page } from "../../db/models/Page.js";

export const PAGE_VERSION_NOT_FOUND = "Page version not found";

/** A page's saved versions, newest first, without their documents. */
export async function listPageVersions(db: Knex, page: Page): Promise<PageVersion[]> {
  return PageVersion.query(db)
    .select("id", "workspace_id", "page_id", "owned_by_id", "last_saved_at", "created_at")
    .where({ page_id: page.id, workspace_id: page.workspace_id })
    .orderBy("last_saved_at", "desc")
    .orderBy("id", "desc");
}

/** One saved version of the page, with its document; another page's version is the same 404 as a made-up id. */
export function findPageVersion(db: Knex, page: Page, versionId: string): Promise<PageVersion> {
  return findInScope(versionId, PAGE_VERSION_NOT_FOUND, () => PageVersion.query(db).where({ id: versionId, page_id: page.id, workspace_id: page.workspace_id }).first());
}
