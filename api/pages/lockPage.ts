import type { Knex } from "knex";
import type { Page } from "../../db/models/Page.js";
import type { PageAction } from "../contract/pages.js";
import { authorizePage } from "../policies/page.js";
import { findPage, type PageScope } from "./findPage.js";

/** Who is asking, and with what role in the page's project. */
export interface PageActor {
  actorId: string;
  role: number | null;
}

/**
 * The page a command changes, locked for the rest of its transaction and only then checked: a concurrent
 * archive, lock or access change is either seen whole or waited for.
 */
export async function lockPage(trx: Knex, project: PageScope, pageId: string, action: PageAction, { actorId, role }: PageActor): Promise<Page> {
  const page = await findPage(trx, project, pageId, { forUpdate: true });
  authorizePage(action, role, page, actorId);
  return page;
}
