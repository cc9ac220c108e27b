import { Page } from "../../db/models/Page.js";
import { pageFacts } from "../policies/page.js";
import { pageEditBlock } from "../contract/pages.js";
import type { UnitOfWork } from "../events/unitOfWork.js";
import { PAGE_COLUMNS } from "../pages/findPage.js";
import { notifyPageMentions } from "../notifications/pageMentions.js";
import { pageUpdatedEvent } from "../pages/pageEvents.js";
import { patchPage } from "../pages/patchPage.js";
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
 * for lists, search and the REST API. A change of text is announced as page.updated; a store that changes
 * only the state writes it alone. False when the page is gone, or locked or archived meanwhile (its
 * document is read-only then).
 */
export async function pageDescriptionStore({ trx, outbox, actor, pageId, binary, html }: PageDescriptionStoreInput): Promise<boolean> {
  const before = await Page.query(trx).select(PAGE_COLUMNS).findById(pageId).forUpdate();
  if (!before || pageEditBlock(pageFacts(before)) !== null) return false;
  const description = sanitizeDescription(html);
  if (description.html === before.description_html) {
    await trx("pages").where("id", pageId).update({ description_binary: Buffer.from(binary) });
    return true;
  }
  const after = await patchPage(trx, pageId, {
    description_binary: Buffer.from(binary),
    description_html: description.html,
    description_stripped: description.stripped,
    updated_by_id: actor.id,
    updated_at: new Date(),
  });
  outbox.add(pageUpdatedEvent(before, after, actor.id));
  await notifyPageMentions({ trx, outbox, actor }, before, after);
  return true;
}
