import type { beforeHandleMessagePayload, Document, Extension, onChangePayload, onLoadDocumentPayload } from "@hocuspocus/server";
import * as Y from "yjs";
import { DOCUMENT_CLOSE, DOCUMENT_LIMITS } from "../../../api/contract/documents.js";

/** An upper bound of each open document's size: its stored state plus every update since, recounted exactly near the cap. */
const sizes = new WeakMap<Document, number>();

const MESSAGE_TOO_BIG = { code: 1009, reason: "message-too-large" } as const;

/**
 * Refuses what would make a document too big for everyone: a message above the per-message cap, or an
 * update that would grow the document past its cap. Only the sender's connection to that document is
 * closed, with the reason; the other editors carry on.
 */
export const limits: Extension = {
  extensionName: "limits",

  async afterLoadDocument({ document }: onLoadDocumentPayload) {
    sizes.set(document, Y.encodeStateAsUpdate(document).byteLength);
  },

  async beforeHandleMessage({ document, update }: beforeHandleMessagePayload) {
    if (update.byteLength > DOCUMENT_LIMITS.maxMessageBytes) throw MESSAGE_TOO_BIG;
    const bound = (sizes.get(document) ?? 0) + update.byteLength;
    if (bound <= DOCUMENT_LIMITS.maxDocumentBytes) return;
    // Updates overwrite and delete as well as add: count again before refusing anyone.
    const exact = Y.encodeStateAsUpdate(document).byteLength;
    sizes.set(document, exact);
    if (exact + update.byteLength > DOCUMENT_LIMITS.maxDocumentBytes) throw DOCUMENT_CLOSE.tooLarge;
  },

  async onChange({ document, update }: onChangePayload) {
    sizes.set(document, (sizes.get(document) ?? 0) + update.byteLength);
  },
};
