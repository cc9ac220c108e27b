import { Page } from "../../db/models/Page.js";
import { pageFacts } from "../policies/page.js";
import { pageEditBlock } from "../contract/pages.js";
import type { UnitOfWork } from "../events/unitOfWork.js";
import { PAGE_COLUMNS } from "../pages/findPage.js";
import { writePageDescription } from "../pages/writePageDescription.js";
import { sanitizeDescription } from "../workItems/sanitizeDescription.js";

interface PageDescriptionStoreInput extends UnitOfWork {
  pageId: string;
  /** The document's Yjs state. */
  binary: Uint8Array;
  /** The document rendered by the shared schema (editor/server.ts); sanitised here. */
  html: string;
}

/**
 * Stores a page's document as the document server holds it: its Yjs state, and its HTML and plain text
 * for lists, search and the REST API, with a version of the text (one per stretch of one person's
 * editing). False when the page is gone, or locked or archived meanwhile (its document is read-only then).
 */
export async function pageDescriptionStore(uow: PageDescriptionStoreInput): Promise<boolean> {
  const before = await Page.query(uow.trx).select(PAGE_COLUMNS).findById(uow.pageId).forUpdate();
  if (!before || pageEditBlock(pageFacts(before)) !== null) return false;
  await writePageDescription(uow, before, { binary: uow.binary, description: sanitizeDescription(uow.html) }, "stretch");
  return true;
}
