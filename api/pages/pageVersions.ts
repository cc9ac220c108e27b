import type { Knex } from "knex";
import type { Page } from "../../db/models/Page.js";
import { PageVersion } from "../../db/models/PageVersion.js";
import type { DocumentContent } from "../documents/documentState.js";

/**
 * How page versions are kept: one snapshot per stretch of one person's editing (their stores within this
 * time of the newest version update it), and only the newest few per page.
 */
export const PAGE_VERSIONING = {
  sameStretchMs: 10 * 60 * 1000,
  keptPerPage: 20,
} as const;

/**
 * "stretch": the change continues the actor's current stretch of editing when it has one (the document
 * server stores every few seconds while someone types; one row per store would bury the history).
 * "new": the change is a step of its own (a restore), never folded into the version before it.
 */
export type VersionMode = "stretch" | "new";

/**
 * Records the page's text after a change as a version, in the change's transaction (the caller holds the
 * page's lock, so two writers never both insert), and drops the oldest beyond the kept number.
 */
export async function recordPageVersion(trx: Knex, page: Page, content: DocumentContent, actorId: string, mode: VersionMode): Promise<void> {
  const now = new Date();
  const snapshot = {
    description_html: content.description.html,
    description_stripped: content.description.stripped,
    description_binary: Buffer.from(content.binary),
    last_saved_at: now,
  };
  const newest = mode === "stretch" ? await newestVersion(trx, page) : undefined;
  const sameStretch = newest?.owned_by_id === actorId && now.getTime() - new Date(newest.last_saved_at).getTime() < PAGE_VERSIONING.sameStretchMs;
  if (newest && sameStretch) {
    await PageVersion.query(trx).patch(snapshot).where({ id: newest.id, workspace_id: page.workspace_id });
    return;
  }
  await PageVersion.query(trx).insert({ ...snapshot, workspace_id: page.workspace_id, page_id: page.id, owned_by_id: actorId });
  await dropOldVersions(trx, page);
}

/**
 * Keeps the page's text as it is now among its versions, unless the newest version already holds it:
 * what a restore records first, so that it can be undone by restoring this one.
 */
export async function keepCurrentText(trx: Knex, page: Page, binary: Uint8Array | null): Promise<void> {
  const newest = await newestVersion(trx, page);
  if (newest?.description_html === page.description_html) return;
  await PageVersion.query(trx).insert({
    workspace_id: page.workspace_id,
    page_id: page.id,
    // Whoever last changed the page wrote this text (or renamed it since: the nearest the row knows).
    owned_by_id: page.updated_by_id,
    last_saved_at: page.updated_at,
    description_html: page.description_html,
    description_stripped: page.description_stripped,
    description_binary: binary ? Buffer.from(binary) : null,
  });
  await dropOldVersions(trx, page);
}

async function newestVersion(trx: Knex, page: Page): Promise<PageVersion | undefined> {
  return PageVersion.query(trx)
    .select("id", "owned_by_id", "last_saved_at", "description_html")
    .where({ page_id: page.id, workspace_id: page.workspace_id })
    .orderBy("last_saved_at", "desc")
    .orderBy("id", "desc")
    .first();
}

async function dropOldVersions(trx: Knex, page: Page): Promise<void> {
  const kept = PageVersion.query(trx)
    .select("id")
    .where({ page_id: page.id, workspace_id: page.workspace_id })
    .orderBy("last_saved_at", "desc")
    .orderBy("id", "desc")
    .limit(PAGE_VERSIONING.keptPerPage);
  await PageVersion.query(trx).delete().where({ page_id: page.id, workspace_id: page.workspace_id }).whereNotIn("id", kept);
}
