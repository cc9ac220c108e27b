/**
 * The document schema's version. Bump it whenever a node, mark or attribute changes: the document server
 * refuses a client built against another version (it is told to reload), so no old tab can write content
 * the server's schema would drop.
 */
export const EDITOR_VERSION = 1;

/** The query parameter a client sends its EDITOR_VERSION in, on the /live websocket URL. */
export const EDITOR_VERSION_PARAMETER = "editor_version";

/** The Yjs XmlFragment that holds a document's body (the name Tiptap's Collaboration extension uses by default). */
export const DOCUMENT_FIELD = "default";
