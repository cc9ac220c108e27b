import type { Knex } from "knex";
import type { StoredState } from "./documentState.js";

/** The rows that hold a collaborative document: pages, and work items (their descriptions). */
type DocumentTable = "pages" | "issues";

/**
 * A document as its row stores it, the Yjs state read apart from the row: only the document endpoints and
 * the writes that change the text need it, and it can be megabytes. Callers hold the row's lock when they
 * are about to write the text back.
 */
export async function storedDocumentState(db: Knex, table: DocumentTable, row: { id: string; description_html: string }): Promise<StoredState> {
  const stored = (await db(table).select("description_binary").where("id", row.id).first()) as { description_binary: Uint8Array | null } | undefined;
  return { binary: stored?.description_binary ?? null, html: row.description_html };
}
