import { Page } from "../../db/models/Page.js";
import { pageFacts } from "../policies/page.js";
import { pageEditBlock } from "../contract/pages.js";
import { mergedWithStored } from "../documents/documentState.js";
import type { UnitOfWork } from "../events/unitOfWork.js";
import { PAGE_COLUMNS } from "../pages/findPage.js";
import { writePageDescription } from "../pages/writePageDescription.js";

interface PageDescriptionStoreInput extends UnitOfWork {
  pageId: string;
  /** The document's Yjs state as the document server holds it. */
  binary: Uint8Array;
}

/**
 * Stores a page's document as the document server holds it, merged with the row's state (so a REST write
 * it has not seen yet is kept): the state, and its HTML and plain text rendered by the shared schema for
 * lists, search and the REST API, with a version of the text (one per stretch of one person's editing).
 * False when the page is gone, or locked or archived meanwhile (its document is read-only then).
 */
export async function pageDescriptionStore(uow: PageDescriptionStoreInput): Promise<boolean> {
  // The state is read with the locked row: every open document stores through here, so no second query.
  const before = await Page.query(uow.trx).select([...PAGE_COLUMNS, "description_binary"]).findById(uow.pageId).forUpdate();
  if (!before || pageEditBlock(pageFacts(before)) !== null) return false;
  const content = mergedWithStored({ binary: before.description_binary ?? null, html: before.description_html }, uow.binary);
  await writePageDescription(uow, before, content, "stretch");
  return true;
}
