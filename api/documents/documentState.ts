import * as Y from "yjs";
import { documentHtml, replaceDocumentHtml } from "../../editor/server.js";
import { sanitizeDescription, type SanitizedDescription } from "../workItems/sanitizeDescription.js";

/** A document as a row stores it: its Yjs state (null until first converted) and its sanitised HTML. */
export interface StoredState {
  binary: Uint8Array | null;
  html: string;
}

/** A document after a change: its new Yjs state and that state rendered by the shared schema, sanitised. */
export interface DocumentContent {
  binary: Uint8Array;
  description: SanitizedDescription;
}

/** The document rendered as every reader sees it: the shared schema's HTML, through the API's sanitiser. */
export function renderedDescription(doc: Y.Doc): SanitizedDescription {
  return sanitizeDescription(documentHtml(doc));
}

/**
 * Puts a stored document into `doc`: its state, then its HTML where the two disagree. The row's HTML is
 * the truth then: a description from before documents (no state yet), or a REST write made while no
 * document server held it open. The HTML is merged in (only what differs changes), so the state keeps its
 * history and a client holding an older copy of it still merges cleanly.
 */
export function applyStoredState(doc: Y.Doc, stored: StoredState): void {
  if (stored.binary) Y.applyUpdate(doc, stored.binary);
  if (renderedDescription(doc).html !== stored.html) replaceDocumentHtml(doc, stored.html);
}

/**
 * Opens a stored document in memory, applies `change` to it, and answers the state and rendering that
 * result. `change` may throw (a client's update that is not Yjs); nothing is kept then.
 */
export function changeStoredState(stored: StoredState, change: (doc: Y.Doc) => void): DocumentContent {
  const doc = new Y.Doc();
  try {
    applyStoredState(doc, stored);
    change(doc);
    return { binary: Y.encodeStateAsUpdate(doc), description: renderedDescription(doc) };
  } finally {
    doc.destroy();
  }
}

/** A stored document's body made equal to `html` (sanitised first), changing only what differs. */
export function withHtml(stored: StoredState, html: string): DocumentContent {
  const clean = sanitizeDescription(html).html;
  return changeStoredState(stored, (doc) => replaceDocumentHtml(doc, clean));
}

/** A stored document's whole state, converted from its HTML when it has none yet: what any client can load. */
export function fullState(stored: StoredState): Uint8Array {
  return changeStoredState(stored, () => undefined).binary;
}
