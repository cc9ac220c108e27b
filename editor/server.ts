import { getSchema, type JSONContent } from "@tiptap/core";
import { generateHTML, generateJSON } from "@tiptap/html/server";
import type { Node as ProseMirrorNode } from "@tiptap/pm/model";
import { prosemirrorJSONToYDoc, updateYFragment, yXmlFragmentToProseMirrorRootNode } from "@tiptap/y-tiptap";
import type * as Y from "yjs";
import { documentExtensions } from "./extensions.js";
import { DOCUMENT_FIELD } from "./version.js";

export { documentExtensions, isAllowedLink } from "./extensions.js";
export { MENTION_KINDS, type MentionKind } from "./nodes/mention.js";
export { DOCUMENT_FIELD, EDITOR_VERSION, EDITOR_VERSION_PARAMETER } from "./version.js";

/** The ProseMirror schema of every Cairn document, built once from the shared extension list. */
export const documentSchema = getSchema(documentExtensions);

/**
 * HTML as the schema reads it: what the schema has no node or mark for is dropped, so the result is
 * always a valid document whatever the HTML held.
 */
function htmlToNode(html: string): ProseMirrorNode {
  return documentSchema.nodeFromJSON(generateJSON(html, documentExtensions));
}

/** A new Yjs document holding `html` (existing HTML descriptions get their binary this way on first open). */
export function documentFromHtml(html: string): Y.Doc {
  return prosemirrorJSONToYDoc(documentSchema, htmlToNode(html).toJSON(), DOCUMENT_FIELD);
}

/**
 * The document's body as a schema-valid ProseMirror node. Elements a client put in the Yjs document that
 * the schema does not know are left out (y-tiptap removes them from the document, as the browser binding
 * does), so a hostile update can never reach the HTML.
 */
export function documentNode(doc: Y.Doc): ProseMirrorNode {
  return yXmlFragmentToProseMirrorRootNode(doc.getXmlFragment(DOCUMENT_FIELD), documentSchema);
}

export function documentJson(doc: Y.Doc): JSONContent {
  return documentNode(doc).toJSON() as JSONContent;
}

/** The document rendered to HTML by the shared schema (not yet sanitised: the API's sanitiser runs after). */
export function documentHtml(doc: Y.Doc): string {
  return generateHTML(documentJson(doc), documentExtensions);
}

/**
 * Makes the document's body equal `html` by changing only what differs, so edits others made elsewhere in
 * the document at the same time survive (an API client's PATCH of description_html lands this way in a
 * document people have open). `origin` marks the Yjs transaction so listeners can tell where it came from.
 */
export function replaceDocumentHtml(doc: Y.Doc, html: string, origin?: unknown): void {
  const next = htmlToNode(html);
  doc.transact(() => {
    updateYFragment(doc, doc.getXmlFragment(DOCUMENT_FIELD), next, { mapping: new Map(), isOMark: new Map() });
  }, origin);
}
