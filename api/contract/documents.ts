/**
 * The wire contract of the document server (issue 13): Hocuspocus at /live on the one HTTP server. The
 * browser's provider and the server both read it, so a name, a limit or a close reason is written once.
 */

export const LIVE_PATH = "/live";

/** The kinds of collaborative document; a document's name is `<kind>.<uuid of the row>`. */
export const DOCUMENT_KINDS = ["page", "work_item_description"] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export interface DocumentRef {
  kind: DocumentKind;
  id: string;
}

const NAME = /^(page|work_item_description)\.([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

/** A document's name, strictly: a known kind, one dot, a lowercase uuid, nothing around them. */
export function parseDocumentName(name: string): DocumentRef | null {
  const match = NAME.exec(name);
  return match ? { kind: match[1] as DocumentKind, id: match[2] as string } : null;
}

export function documentName({ kind, id }: DocumentRef): string {
  return `${kind}.${id}`;
}

export const DOCUMENT_LIMITS = {
  /** One websocket message; a larger one closes that connection (1009). */
  maxMessageBytes: 2 * 1024 * 1024,
  /** One document's stored state; an update that would grow it past this is refused. */
  maxDocumentBytes: 10 * 1024 * 1024,
} as const;

/**
 * Why a document was refused or closed: the reason the provider hears (its authenticationFailed reason,
 * or the close event's reason), so the editor can say what to do.
 */
export const DOCUMENT_REFUSALS = {
  /** The client's editor was built for another schema version: reload the page. */
  outdatedEditor: "outdated-editor",
  /** Not signed in, or the session ended. */
  unauthenticated: "unauthenticated",
  /** No such document, or not one the user may see (the two are not told apart). */
  notFound: "not-found",
  /** The server could not decide; trying again may work. */
  failed: "failed",
} as const;

/** Close codes of a document connection, beside the standard ones (1009 message too big). */
export const DOCUMENT_CLOSE = {
  /** Signed out, expired, deactivated or the password changed: the editor says to sign in again. */
  sessionEnded: { code: 4401, reason: DOCUMENT_REFUSALS.unauthenticated },
  tooLarge: { code: 4413, reason: "document-too-large" },
  accessEnded: { code: 4403, reason: "access-ended" },
} as const;

