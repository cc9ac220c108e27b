import type { DocumentKind } from "../../../api/contract/documents.js";
import type { DocumentKindHandler } from "./documentKind.js";
import { pageDocument } from "./page.js";
import { workItemDescription } from "./workItemDescription.js";

/** Every kind of document the server opens, with who may open it and where its content lives. */
export const DOCUMENT_KIND_HANDLERS: Record<DocumentKind, DocumentKindHandler> = {
  page: pageDocument,
  work_item_description: workItemDescription,
};
