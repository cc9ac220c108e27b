import type { Db } from "../../../db/connection.js";
import type { UnitOfWork } from "../../../api/events/unitOfWork.js";

/** What a user may do with a document they may see. */
export interface DocumentAccess {
  workspaceId: string;
  /** Sees it but may not change it (SPEC.md section 6): their updates are dropped, never stored. */
  readOnly: boolean;
}

/** A document as its row stores it. */
export interface StoredDocument {
  /** The Yjs state; null until the document is first opened (the row has HTML only). */
  binary: Uint8Array | null;
  /** The sanitised HTML every other reader uses; the truth when it and the state disagree (a REST write). */
  html: string;
}

/**
 * One kind of collaborative document (`<kind>.<uuid>`): who may open it, through the same policies as
 * REST, and where its content lives.
 */
export interface DocumentKindHandler {
  /** Null when the user may not see the document, or it does not exist: the two are not told apart. */
  access(db: Db, userId: string, id: string): Promise<DocumentAccess | null>;
  load(db: Db, id: string): Promise<StoredDocument | null>;
  /**
   * Writes the state, merged with the row's, and its rendering in the caller's unit of work; false when the
   * row is gone or read-only now.
   */
  store(uow: UnitOfWork, id: string, binary: Uint8Array): Promise<boolean>;
}
