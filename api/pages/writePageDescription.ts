import type { PartialModelObject } from "objection";
import type { Page } from "../../db/models/Page.js";
import type { DocumentContent } from "../documents/documentState.js";
import type { UnitOfWork } from "../events/unitOfWork.js";
import { pageUpdatedEvent } from "./pageEvents.js";
import { patchPage } from "./patchPage.js";
import { recordPageVersion, type VersionMode } from "./pageVersions.js";

/** Other fields of the page changed in the same write (a PATCH that renames and sets the text at once). */
type OtherFields = Pick<PartialModelObject<Page>, "name" | "color" | "logo_props">;

/**
 * The one way a page's text is written, whoever writes it (the document server's store, a PATCH of
 * description_html or of the Yjs state, a restored version): the state, its HTML and plain text in one
 * row, a version of the text, and one page.updated with description_changed, which carries a REST write
 * into the open document (realtime/documents/followRestWrites.ts). A change of state alone (the first
 * open of an old page, edits undone) writes the state and tells nobody. The caller holds the page's lock
 * and has checked the actor may edit it.
 */
export async function writePageDescription(
  { trx, outbox, actor }: UnitOfWork,
  before: Page,
  content: DocumentContent,
  mode: VersionMode,
  others: OtherFields = {},
): Promise<Page> {
  const binary = Buffer.from(content.binary);
  const textChanged = content.description.html !== before.description_html;
  if (!textChanged && Object.values(others).every((value) => value === undefined)) {
    await patchPage(trx, before.id, { description_binary: binary });
    return before;
  }
  const text = textChanged ? { description_html: content.description.html, description_stripped: content.description.stripped } : {};
  const after = await patchPage(trx, before.id, { ...others, ...text, description_binary: binary, updated_by_id: actor.id, updated_at: new Date() });
  if (textChanged) await recordPageVersion(trx, after, content, actor.id, mode);
  outbox.add(pageUpdatedEvent(before, after, actor.id));
  return after;
}
