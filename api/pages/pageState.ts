import type { Knex } from "knex";
import { Page } from "../../db/models/Page.js";
import type { StoredState } from "../documents/documentState.js";

/**
 * A page's document as its row stores it, the Yjs state read apart from the page: only the document
 * endpoints and commands that change the text need it, and it can be megabytes.
 */
export async function storedPageState(db: Knex, page: Pick<Page, "id" | "description_html">): Promise<StoredState> {
  const row = await Page.query(db).select("description_binary").findById(page.id);
  return { binary: row?.description_binary ?? null, html: page.description_html };
}
