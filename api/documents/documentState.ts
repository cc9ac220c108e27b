import { createHash } from "node:crypto";
import * as Y from "yjs";
import { documentHtml, replaceDocumentHtml } from "../../editor/server.js";
import { ValidationError } from "../errors.js";
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
  Y.applyUpdate(doc, stored.binary ?? convertedFromHtml(stored.html));
  if (renderedDescription(doc).html !== stored.html) replaceDocumentHtml(doc, stored.html);
}

/**
 * The Yjs client id of a state converted from `html`: taken from the HTML, so every conversion of the
 * same HTML is the same state, item for item, wherever it is made (the document server's first open, GET
 * description/, a PATCH of the state): a client that loaded one conversion and sends it back, or an update
 * on top of it, merges with another conversion instead of adding the text twice. Another HTML (a row
 * whose text a REST write changed before it had a state) is another client id, never a clash of items.
 */
function conversionClientId(html: string): number {
  return createHash("sha256").update(html).digest().readUInt32BE(0);
}

function convertedFromHtml(html: string): Uint8Array {
  const doc = new Y.Doc();
  try {
    doc.clientID = conversionClientId(html);
    replaceDocumentHtml(doc, html);
    return Y.encodeStateAsUpdate(doc);
  } finally {
    doc.destroy();
  }
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

/**
 * What the document server stores: its whole state merged with the row's. A REST write (which writes the
 * row's state as well as its HTML) committed after the server last loaded the document is kept, not
 * written over, when the store was taken before that write reached the open document; once it arrives
 * (realtime/documents/followRestWrites.ts applies the row's state) both hold the same items. Only the
 * states are merged: the server's state already holds the row's HTML as it loaded it, and reconciling the
 * HTML again here would insert the same text a second time under other ids.
 */
export function mergedWithStored(stored: StoredState, state: Uint8Array): DocumentContent {
  const doc = new Y.Doc();
  try {
    Y.applyUpdate(doc, stored.binary ?? convertedFromHtml(stored.html));
    Y.applyUpdate(doc, state);
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

const NOT_AN_UPDATE = "description_binary: not a Yjs update of this document; send its state (GET description/) or an update made on top of it.";

/**
 * A client's Yjs update (or whole state) merged into a stored document. Bytes that are not Yjs, and an
 * update that needs changes the document does not have (made on top of another state), are refused with
 * nothing kept: Yjs would hold such an update back, unapplied, forever.
 */
export function withClientUpdate(stored: StoredState, update: Uint8Array): DocumentContent {
  try {
    return changeStoredState(stored, (doc) => {
      Y.applyUpdate(doc, update);
      if (doc.store.pendingStructs || doc.store.pendingDs) throw new ValidationError(NOT_AN_UPDATE);
    });
  } catch (error) {
    if (error instanceof ValidationError) throw error;
    // Any other failure here is the bytes' doing: decoding them, or rendering what they built.
    throw new ValidationError(NOT_AN_UPDATE);
  }
}
