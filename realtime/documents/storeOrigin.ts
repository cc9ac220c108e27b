/**
 * The mutation id of the units of work in which the document server stores a document. Their events
 * (work_item.updated with the new description, ...) tell the REST follower (./followRestWrites.ts) that
 * the change came from a document, so it does not carry it back into the document it came from.
 */
export const DOCUMENT_STORE_MUTATION = "live-document";
