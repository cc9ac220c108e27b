import type { Knex } from "knex";
import type { PartialModelObject } from "objection";
import { Page } from "../../db/models/Page.js";
import { PAGE_COLUMNS } from "./findPage.js";

/**
 * Writes to a page the caller has locked (./lockPage.ts) and answers it as it now is, without reading its
 * Yjs state back: a page's commands never need it, and it can be megabytes.
 */
export async function patchPage(trx: Knex, pageId: string, patch: PartialModelObject<Page>): Promise<Page> {
  const [after] = await Page.query(trx).patch(patch).where("pages.id", pageId).returning(PAGE_COLUMNS);
  if (!after) throw new Error(`page ${pageId} vanished while locked`);
  return after;
}
