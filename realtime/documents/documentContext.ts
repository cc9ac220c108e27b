import type { DocumentRef } from "../../api/contract/documents.js";
import type { Actor } from "../../api/events/unitOfWork.js";

/** Who a /live websocket signed in as: decided once at its upgrade, from the session cookie. */
export interface ConnectionIdentity {
  user: Actor;
  sessionId: string;
}

/**
 * The Hocuspocus context of one document on one connection, after authentication: who, which
 * document, in which workspace. A direct connection (the REST API changing a document) carries an
 * identity without a session.
 */
export interface DocumentContext {
  user: Actor;
  sessionId?: string;
  ref?: DocumentRef;
  workspaceId?: string;
}
