import type { Document, Extension, onLoadDocumentPayload, onStoreDocumentPayload } from "@hocuspocus/server";
import * as Y from "yjs";
import { parseDocumentName } from "../../../api/contract/documents.js";
import type { Services } from "../../../api/context.js";
import { runUnitOfWork } from "../../../api/events/unitOfWork.js";
import { applyStoredState } from "../../../api/documents/documentState.js";
import type { DocumentContext } from "../documentContext.js";
import { DOCUMENT_KIND_HANDLERS } from "../kinds/registry.js";
import { DOCUMENT_STORE_MUTATION } from "../storeOrigin.js";

/** The state vector each open document was last loaded or stored at: a store with nothing new writes nothing. */
const storedAt = new WeakMap<Document, Uint8Array>();

/**
 * Loads a document from its row and stores it back (debounced by Hocuspocus), merged with the row's state
 * and with its HTML rendered by the shared schema and sanitised as every description is, in one unit of
 * work: lists, search, notifications and the REST API see what the editors see.
 */
export function persistence(services: Services): Extension<DocumentContext> {
  return {
    extensionName: "persistence",

    async onLoadDocument({ documentName, document }: onLoadDocumentPayload<DocumentContext>) {
      const ref = parseDocumentName(documentName);
      const handler = ref && DOCUMENT_KIND_HANDLERS[ref.kind];
      const stored = ref && handler ? await handler.load(services.db, ref.id) : null;
      if (!stored) throw new Error(`document ${documentName} is gone`);
      applyStoredState(document, stored);
      storedAt.set(document, Y.encodeStateVector(document));
    },

    async onStoreDocument({ documentName, document, lastContext }: onStoreDocumentPayload) {
      const ref = parseDocumentName(documentName);
      const handler = ref && DOCUMENT_KIND_HANDLERS[ref.kind];
      const actor = (lastContext as Partial<DocumentContext>).user;
      if (!ref || !handler || !actor) return;
      const stateVector = Y.encodeStateVector(document);
      if (sameBytes(storedAt.get(document), stateVector)) return;
      const binary = Y.encodeStateAsUpdate(document);
      await runUnitOfWork(services, { actor, mutationId: DOCUMENT_STORE_MUTATION }, (uow) => handler.store(uow, ref.id, binary));
      storedAt.set(document, stateVector);
    },
  };
}

function sameBytes(a: Uint8Array | undefined, b: Uint8Array): boolean {
  return a !== undefined && a.byteLength === b.byteLength && a.every((byte, index) => byte === b[index]);
}
