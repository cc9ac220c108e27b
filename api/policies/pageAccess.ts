import type { Knex } from "knex";
import { Page } from "../../db/models/Page.js";
import { canOnPage, canSeePage, pageEditBlock } from "../contract/pages.js";
import { isUuid } from "../findInScope.js";
import { PAGE_COLUMNS } from "../pages/findPage.js";
import { pageFacts } from "./page.js";
import { projectAccess } from "./projectAccess.js";
import { workspaceAccess } from "./workspaceAccess.js";

export interface PageAccess {
  page: Page;
  /** May see it but not change its document now: a Guest, or a locked or archived page. */
  readOnly: boolean;
}

/**
 * A page named by id alone (a `page.<uuid>` document), or null when the caller may not see it: the same
 * workspace, project and page rules as a REST request's, and nothing while the project's Pages are off.
 */
export async function pageAccess(db: Knex, userId: string, pageId: string): Promise<PageAccess | null> {
  const page = isUuid(pageId) ? await Page.query(db).select(PAGE_COLUMNS).findById(pageId) : undefined;
  if (!page) return null;
  const workspace = await workspaceAccess(db, { workspaceId: page.workspace_id }, userId);
  const visible = workspace && (await projectAccess(db, workspace, page.project_id));
  if (!visible || !visible.project.page_view) return null;
  const facts = pageFacts(page);
  if (!canSeePage(visible.role, facts, userId)) return null;
  return { page, readOnly: !canOnPage("edit", visible.role, facts, userId) || pageEditBlock(facts) !== null };
}
