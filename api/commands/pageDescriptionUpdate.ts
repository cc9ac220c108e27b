import type { Page } from "../../db/models/Page.js";
import { DOCUMENT_LIMITS } from "../contract/documents.js";
import { withClientUpdate } from "../documents/documentState.js";
import { PayloadTooLargeError } from "../errors.js";
import type { UnitOfWork } from "../events/unitOfWork.js";
import type { PageScope } from "../pages/findPage.js";
import { lockPage } from "../pages/lockPage.js";
import { storedDocumentState } from "../documents/storedState.js";
import { writePageDescription } from "../pages/writePageDescription.js";
import { authorizeEditPageContent } from "../policies/page.js";

interface PageDescriptionUpdateInput extends UnitOfWork {
  project: PageScope;
  pageId: string;
  role: number | null;
  /** A Yjs update or whole state from an API client. */
  update: Uint8Array;
}

export const DOCUMENT_TOO_LARGE = `A page's document may not grow past ${DOCUMENT_LIMITS.maxDocumentBytes} bytes.`;

/**
 * Merges a client's Yjs update into the page's stored document (whoever may edit its content), and stores
 * the result with its HTML and plain text rendered here by the shared schema: the client's own HTML is
 * never taken. page.updated then carries the new text into open editors.
 */
export async function pageDescriptionUpdate(input: PageDescriptionUpdateInput): Promise<Page> {
  const { trx, actor, project, pageId, role, update } = input;
  const before = await lockPage(trx, project, pageId, "read", { actorId: actor.id, role });
  authorizeEditPageContent(role, before, actor.id);
  const content = withClientUpdate(await storedDocumentState(trx, "pages", before), update);
  if (content.binary.byteLength > DOCUMENT_LIMITS.maxDocumentBytes) throw new PayloadTooLargeError(DOCUMENT_TOO_LARGE);
  return writePageDescription(input, before, content, "stretch");
}
