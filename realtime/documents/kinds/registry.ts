import type { DocumentKind } from "../../../api/contract/documents.js";
import type { DocumentKindHandler } from "./documentKind.js";
import { workItemDescription } from "./workItemDescription.js";

/** Every kind of document the server opens; a kind without a handler here cannot be opened. */
export const DOCUMENT_KIND_HANDLERS: Partial<Record<DocumentKind, DocumentKindHandler>> = {
  work_item_description: workItemDescription,
};
